import { MAX_EVENTS_PER_COMMIT } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import type { CommitAck, EventSyncTransport } from './protocol.js';
import { CommitQueue, retryDelay } from './queue.js';
import type { Unconfirmed } from './unconfirmed.js';

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A queue over `entries` whose transport's commits wait until the test answers them. */
function harness(count: number) {
  let now = 0;
  const entries: Unconfirmed[] = Array.from({ length: count }, (_, i) => ({
    event: { eventId: `e${i}` } as GraphEvent,
    inverse: [],
    own: true,
    state: 'queued',
  }));
  const commits: { events: GraphEvent[]; answer: (ack: CommitAck) => void; fail: () => void }[] = [];
  const stored: string[][] = [];
  const transport: EventSyncTransport = {
    commit: (events) =>
      new Promise((answer, fail) => commits.push({ events, answer, fail: () => fail(new Error('timeout')) })),
    pull: () => {},
  };
  const queue = new CommitQueue({
    entries: () => entries,
    now: () => now,
    changed: () => {},
    stored: (events) => stored.push(events.map((e) => e.eventId)),
  });
  return { queue, entries, commits, stored, transport, advance: (ms: number) => (now += ms) };
}

describe('CommitQueue', () => {
  it('sends one commit at a time, of at most MAX_EVENTS_PER_COMMIT events, the next once the first is stored', async () => {
    const { queue, commits, stored, transport, entries } = harness(MAX_EVENTS_PER_COMMIT + 1);
    queue.attach(transport);
    queue.flush();
    queue.flush();
    expect(commits).toHaveLength(1);
    expect(commits[0]!.events).toHaveLength(MAX_EVENTS_PER_COMMIT);
    commits[0]!.answer({ ok: true, counters: commits[0]!.events.map((_, i) => i + 1) });
    await settle();
    expect(stored).toHaveLength(1);
    expect(commits).toHaveLength(2);
    expect(commits[1]!.events.map((e) => e.eventId)).toEqual([`e${MAX_EVENTS_PER_COMMIT}`]);
    expect(entries.filter((u) => u.state === 'stored')).toHaveLength(MAX_EVENTS_PER_COMMIT);
  });

  it('tries a refused commit again only once its pause has passed, the pause doubling up to 30 s', async () => {
    const { queue, commits, transport, advance } = harness(1);
    queue.attach(transport);
    queue.flush();
    commits[0]!.answer({ ok: false, message: 'refused' });
    await settle();
    expect(queue.refusals).toBe(1);
    advance(retryDelay(1) - 1);
    queue.retry();
    expect(commits).toHaveLength(1);
    advance(1);
    queue.retry();
    expect(commits).toHaveLength(2);
    expect([1, 2, 3, 5, 6, 7].map(retryDelay)).toEqual([1000, 2000, 4000, 16_000, 30_000, 30_000]);
  });

  it('queues what was in flight again when the socket goes, and sends it on the next attach', async () => {
    const { queue, commits, transport, entries } = harness(1);
    queue.attach(transport);
    queue.flush();
    queue.detach();
    expect(entries[0]!.state).toBe('queued');
    queue.attach(transport);
    queue.flush();
    expect(commits).toHaveLength(2);
    // the first connection's late failure changes nothing of the second one's commit
    commits[0]!.fail();
    await settle();
    expect(entries[0]!.state).toBe('sending');
    expect(queue.refusals).toBe(0);
  });
});
