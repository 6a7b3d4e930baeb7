import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeBatch } from './change-batch.js';
import { ChangeFeed } from './change-feed.js';

const batch = (source: ChangeBatch['source']): ChangeBatch => ({
  events: [],
  inverses: [],
  changes: [],
  source,
});

describe('ChangeFeed delivery', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('delivers a batch published by a listener only after every listener heard the current one', () => {
    const feed = new ChangeFeed();
    const heard: string[] = [];
    feed.subscribe((b) => {
      heard.push(`first ${b.source}`);
      if (b.source === 'user') feed.publish(batch('remote'));
    });
    feed.subscribe((b) => heard.push(`second ${b.source}`));
    feed.publish(batch('user'));
    expect(heard).toEqual(['first user', 'second user', 'first remote', 'second remote']);
  });

  it('keeps delivering when a listener throws, and rethrows its error on a microtask', () => {
    const rethrown: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => rethrown.push(task));
    const feed = new ChangeFeed();
    const heard: string[] = [];
    feed.subscribe(() => {
      throw new Error('listener broke');
    });
    feed.subscribe((b) => heard.push(b.source));
    feed.publish(batch('user'));
    feed.publish(batch('undo'));
    expect(heard).toEqual(['user', 'undo']);
    expect(rethrown).toHaveLength(2);
    expect(rethrown[0]).toThrow('listener broke');
  });

  it('stops delivering to a listener unsubscribed by an earlier one within the same batch', () => {
    const feed = new ChangeFeed();
    const heard: string[] = [];
    let stopSecond = () => {};
    feed.subscribe(() => stopSecond());
    stopSecond = feed.subscribe((b) => heard.push(b.source));
    feed.publish(batch('user'));
    expect(heard).toEqual([]);
  });
});
