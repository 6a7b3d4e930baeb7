import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand';
import { createConsoleLog, filterLog, loggerInto, mirrorToasts } from './console-log.js';
import type { ToastsState } from './toasts.js';

describe('the console log store', () => {
  it('keeps lines in order with ids and drops the oldest past its limit', () => {
    const log = createConsoleLog(3);
    for (const n of [1, 2, 3, 4])
      log.getState().append({ level: 'info', source: 'sdk', message: `line ${n}`, time: n });
    const entries = log.getState().entries;
    expect(entries.map((e) => e.message)).toEqual(['line 2', 'line 3', 'line 4']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(3);
    log.getState().clear();
    expect(log.getState().entries).toEqual([]);
  });

  it('refuses an unknown level', () => {
    const log = createConsoleLog();
    expect(() => log.getState().append({ level: 'loud' as never, source: 'sdk', message: 'x' })).toThrow(
      'Unknown log level: loud',
    );
  });

  it('filters by level and by node', () => {
    const log = createConsoleLog();
    const add = (level: 'error' | 'warning' | 'info', nodeId?: string) =>
      log.getState().append({ level, source: 'evaluation', message: level, ...(nodeId ? { nodeId } : {}) });
    add('error', 'node_a');
    add('warning', 'node_b');
    add('info');
    const all = log.getState().entries;
    expect(filterLog(all, { levels: new Set() })).toHaveLength(3);
    expect(filterLog(all, { levels: new Set(['error', 'warning']) }).map((e) => e.level)).toEqual([
      'error',
      'warning',
    ]);
    expect(filterLog(all, { levels: new Set(), nodeId: 'node_b' }).map((e) => e.nodeId)).toEqual(['node_b']);
  });

  it('takes the save writer’s retries and final error through a logger', () => {
    const log = createConsoleLog();
    const logger = loggerInto(log, 'save');
    logger.warn('Failed to save, retry 1 of 3: offline');
    logger.error('Failed to save after 3 retries, 2 updates pending: offline');
    expect(log.getState().entries.map((e) => [e.level, e.source, e.message])).toEqual([
      ['warning', 'save', 'Failed to save, retry 1 of 3: offline'],
      ['error', 'save', 'Failed to save after 3 retries, 2 updates pending: offline'],
    ]);
  });

  it('writes each toast once, with its description', () => {
    const log = createConsoleLog();
    const toasts = createStore<Pick<ToastsState, 'toasts'>>()(() => ({ toasts: [] }));
    mirrorToasts(toasts as never, log);
    const udn = {
      id: 1,
      kind: 'info' as const,
      title: 'UDN metadata loading status: loading',
      description: '3 UDNs in total',
    };
    toasts.setState({ toasts: [udn] });
    toasts.setState({ toasts: [udn] });
    toasts.setState({ toasts: [{ id: 2, kind: 'warning', title: 'Something went wrong (5xx)' }] });
    expect(log.getState().entries.map((e) => `${e.level} ${e.message}`)).toEqual([
      'info UDN metadata loading status: loading — 3 UDNs in total',
      'warning Something went wrong (5xx)',
    ]);
  });
});
