import type { GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { ConfirmedIds, echoedCount, LogCursor, passedIds } from './confirmation.js';
import type { OrderedUserEventDto } from './protocol.js';
import type { Unconfirmed } from './unconfirmed.js';

const event = (eventId: string) =>
  ({ eventId, timestamp: 1, eventType: 'commentChanged', nodeId: 'fex', comment: eventId }) as GraphEvent;
const logged = (counter: number): OrderedUserEventDto => ({
  counter,
  rawEvent: event(`e${counter}`),
  source: { userId: 'u', clientId: 'c' },
});
const own = (eventId: string, applied?: false): Unconfirmed => ({
  event: event(eventId),
  inverse: [],
  own: true,
  state: 'sending',
  ...(applied === false ? { applied } : {}),
});

describe('LogCursor', () => {
  it('starts once, at the head it is first given', () => {
    const cursor = new LogCursor();
    cursor.start(5);
    cursor.start(9);
    expect(cursor.lastCounter).toBe(5);
  });

  it('hands out events in counter order: an early one waits above the gap until the one before it comes', () => {
    const cursor = new LogCursor();
    cursor.start(5);
    expect(cursor.take([logged(7)])).toEqual([]);
    expect(cursor.hasGap).toBe(true);
    expect(cursor.take([logged(6)]).map((e) => e.counter)).toEqual([6, 7]);
    expect(cursor.hasGap).toBe(false);
    expect(cursor.lastCounter).toBe(7);
  });

  it('ignores what it has applied already (a repeated delivery)', () => {
    const cursor = new LogCursor();
    cursor.start(0);
    cursor.take([logged(1), logged(2)]);
    expect(cursor.take([logged(2), logged(1)])).toEqual([]);
    expect(cursor.hasGap).toBe(false);
  });
});

describe('ConfirmedIds', () => {
  it('forgets the oldest id once it remembers more than 10 000', () => {
    const ids = new ConfirmedIds();
    for (let i = 0; i <= 10_000; i++) ids.remember(`e${i}`);
    expect(ids.has('e0')).toBe(false);
    expect(ids.has('e1')).toBe(true);
    expect(ids.has('e10000')).toBe(true);
  });
});

describe('echoedCount', () => {
  it('counts the confirmed events that repeat the first unconfirmed ones, in order', () => {
    expect(echoedCount([own('a'), own('b'), own('c')], [event('a'), event('b'), event('x')])).toBe(2);
    expect(echoedCount([own('a'), own('b')], [event('b'), event('a')])).toBe(0);
  });

  it('does not take a restored edit that did not apply here as its echo: the log’s copy must be applied', () => {
    expect(echoedCount([own('a', false)], [event('a')])).toBe(0);
  });
});

describe('passedIds', () => {
  it('names the acknowledged events the log placed at or before the counter applied here', () => {
    expect([...passedIds([event('a'), event('b'), event('c')], [3, 5, 8], 5)]).toEqual(['a', 'b']);
  });
});
