import type { GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import type { CommitRequest, EventLog } from './event-log.js';
import { GroupCommitter } from './group-commit.js';

const event = (eventId: string): GraphEvent => ({
  eventId,
  timestamp: 1,
  eventType: 'nodeDeleted',
  nodeId: 'n',
});
const request = (clientId: string, ...ids: string[]): CommitRequest => ({
  source: { userId: 'u', clientId },
  events: ids.map(event),
});

/** A log that records each call and numbers events in arrival order. */
function recordingLog(fail = false) {
  const calls: CommitRequest[][] = [];
  let last = 0;
  const log: EventLog = {
    async commit(_projectId, commits) {
      calls.push([...commits]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('database down');
      return commits.map((c) => {
        const counters = c.events.map(() => ++last);
        return { counters, appended: [] };
      });
    },
    after: async () => [],
  };
  return { log, calls };
}

describe('group commit', () => {
  it('sends commits that arrive during a transaction together in the next one, in arrival order', async () => {
    const { log, calls } = recordingLog();
    const committer = new GroupCommitter(log);
    const results = await Promise.all([
      committer.commit('p', request('a', 'e1')),
      committer.commit('p', request('b', 'e2', 'e3')),
      committer.commit('p', request('c', 'e4')),
    ]);
    expect(results.map((r) => r.counters)).toEqual([[1], [2, 3], [4]]);
    expect(calls.map((batch) => batch.map((c) => c.source.clientId))).toEqual([['a'], ['b', 'c']]);
  });

  it('rejects every commit of a failed transaction and keeps working afterwards', async () => {
    const failing = new GroupCommitter(recordingLog(true).log);
    await expect(failing.commit('p', request('a', 'e1'))).rejects.toThrow('database down');
    await expect(failing.commit('p', request('b', 'e2'))).rejects.toThrow('database down');
  });
});
