import type { Project } from '@nodeloom/api';
import type { Graph } from '@nodeloom/engine';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProject } from '../services/project.testing.js';
import { type CopyHost, KEEP_DELAY_MS, keepProjectCopy } from './copy-keeper.js';
import { type ProjectCopies, type ProjectCopy, readCopy } from './project-copies.js';

const USER = 'c'.repeat(24);
const project = (overrides: Partial<Project> = {}) => testProject({ eventCounter: 3, ...overrides });

/** A host whose log's state the test sets; `change()` tells the keeper something moved. */
function host() {
  const listeners = new Set<() => void>();
  const state: { settled: number | undefined; graph: Graph } = {
    settled: undefined,
    graph: { nodes: [], connections: [] },
  };
  const h: CopyHost = {
    userId: USER,
    project: project(),
    graph: () => state.graph,
    settledCounter: () => state.settled,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = () => {
    for (const listener of listeners) listener();
  };
  return { h, state, change, listeners };
}

function memoryCopies() {
  const written: ProjectCopy[] = [];
  const copies: ProjectCopies = {
    read: async () => undefined,
    write: async (copy) => {
      written.push(copy);
    },
    drop: async () => {},
    dropAll: async () => {},
  };
  return { copies, written };
}

describe('keepProjectCopy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the graph with the log counter once things have been still, only while it is the fold there', () => {
    const { h, state, change } = host();
    const { copies, written } = memoryCopies();
    const page = new EventTarget();
    const stop = keepProjectCopy(h, copies, { page });
    state.settled = undefined; // an edit not confirmed yet
    change();
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(written).toEqual([]);
    state.settled = 5;
    state.graph = { nodes: [], connections: [{ id: 'w' } as never] };
    change();
    vi.advanceTimersByTime(KEEP_DELAY_MS - 1);
    expect(written).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(
      written.map((c) => [c.userId, c.project.eventCounter, c.project.graph.connections.length]),
    ).toEqual([[USER, 5, 1]]);
    // the same counter is the same graph: not written again, on hide or on stop
    change();
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    page.dispatchEvent(new Event('pagehide'));
    stop();
    expect(written).toHaveLength(1);
  });

  it('writes at once when the page is hidden, and stops listening when stopped', () => {
    const { h, state, change, listeners } = host();
    const { copies, written } = memoryCopies();
    const page = new EventTarget();
    const stop = keepProjectCopy(h, copies, { page });
    state.settled = 8;
    change();
    page.dispatchEvent(new Event('pagehide'));
    expect(written.map((c) => c.project.eventCounter)).toEqual([8]);
    stop();
    expect(listeners.size).toBe(0);
    state.settled = 9;
    page.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(KEEP_DELAY_MS);
    expect(written).toHaveLength(1);
  });
});

describe('readCopy (what IndexedDB held)', () => {
  const copy = { userId: USER, keptAt: 1, project: project() };

  it('takes a copy of this user and project', () => {
    expect(readCopy(copy, USER, copy.project.id)).toEqual(copy);
  });

  it('says what is wrong with anything else', () => {
    expect(readCopy('text', USER, copy.project.id)).toBe('not an object');
    expect(readCopy(copy, 'd'.repeat(24), copy.project.id)).toBe('kept for another user');
    expect(readCopy(copy, USER, 'b'.repeat(24))).toBe('kept for another project');
    expect(readCopy({ ...copy, project: project({ eventCounter: undefined }) }, USER, copy.project.id)).toBe(
      'project.eventCounter is missing',
    );
    expect(
      readCopy({ ...copy, project: { ...project(), graph: { nodes: 'x' } } }, USER, copy.project.id),
    ).toMatch(/^project\.graph\.nodes: /);
  });
});
