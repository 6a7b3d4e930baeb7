import type { Me, Project } from '@nodeloom/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UndoHost } from '../../../editor/index.js';
import { sessionStore } from '../../../state/session.js';
import { copyKeeping } from './keep-copy.js';

const PROJECT = 'a'.repeat(24);
const answer = (eventCounter: number) => ({ id: PROJECT, eventCounter }) as Project;

describe("an editor built on the browser's copy keeps its undo", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStore.setState({ user: { id: 'c'.repeat(24) } as Me, loginState: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStore.setState({ user: null });
  });

  it('once the log has brought the graph to the server answer, not before (an undo made just before the reload is after the copy)', async () => {
    const keeping = copyKeeping({ kind: 'project', id: PROJECT })!;
    let counter = 3;
    const started: string[] = [];
    const stop = keeping.afterCatchUp(() => {
      started.push('stacks');
      return () => started.push('stopped');
    })({ logCounter: () => counter } as unknown as UndoHost);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([]);
    keeping.keep(answer(5), true);
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual([]);
    counter = 5;
    await vi.advanceTimersByTimeAsync(200);
    expect(started).toEqual(['stacks']);
    stop();
    expect(started).toEqual(['stacks', 'stopped']);
  });

  it('at once when the server cannot be reached (the copy is all there is), never after the editor is gone', async () => {
    const keeping = copyKeeping({ kind: 'project', id: PROJECT })!;
    const started: string[] = [];
    const keepUndo = () => {
      started.push('stacks');
      return () => {};
    };
    const host = { logCounter: () => 2 } as unknown as UndoHost;
    const stopGone = keeping.afterCatchUp(keepUndo)(host);
    stopGone();
    keeping.afterCatchUp(keepUndo)(host);
    keeping.keep(answer(2), false);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['stacks']);
  });

  it('is not offered through a share token, the admin flag, or signed out', () => {
    expect(copyKeeping({ kind: 'project', id: PROJECT, pat: 'token' })).toBeUndefined();
    expect(copyKeeping({ kind: 'project', id: PROJECT, admin: true })).toBeUndefined();
    expect(copyKeeping({ kind: 'snapshot', id: PROJECT })).toBeUndefined();
    sessionStore.setState({ user: null });
    expect(copyKeeping({ kind: 'project', id: PROJECT })).toBeUndefined();
  });
});
