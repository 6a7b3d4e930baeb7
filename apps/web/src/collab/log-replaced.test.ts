import type { GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { type LogPage, REPLACEMENT_SCAN_PAGES, replacedBetween } from './log-replaced.js';

const renamed = (counter: number): GraphEvent => ({
  eventType: 'nodeRenamed',
  eventId: `e${counter}`,
  timestamp: counter,
  nodeId: 'node_a',
  name: `n${counter}`,
});
const restored = (counter: number): GraphEvent => ({
  eventType: 'graphSaved',
  eventId: `e${counter}`,
  timestamp: counter,
  updates: [],
  replace: true,
});

/** A log of `events` (counter = place + 1) served `size` events a page; records where each page started. */
function logOf(events: GraphEvent[], size = 2) {
  const asked: number[] = [];
  const page: LogPage = async (after) => {
    asked.push(after);
    return { events: events.map((rawEvent, i) => ({ rawEvent, counter: i + 1 })).slice(after, after + size) };
  };
  return { page, asked };
}

describe('replacedBetween', () => {
  it('finds a snapshot restore between the counters, reading page after page', async () => {
    const { page, asked } = logOf([renamed(1), renamed(2), renamed(3), restored(4), renamed(5)]);
    expect(await replacedBetween(page, 1, 5)).toBe(true);
    expect(asked).toEqual([1, 3]);
  });

  it('says no for ordinary edits, and for a restore at or before `after` or after `upTo`', async () => {
    const { page } = logOf([renamed(1), restored(2), renamed(3), renamed(4), restored(5)]);
    expect(await replacedBetween(page, 2, 4)).toBe(false);
    expect(await replacedBetween(page, 4, 4)).toBe(false);
    // a REST save is a graphSaved without `replace`: the graph was not replaced
    const save: GraphEvent = { eventType: 'graphSaved', eventId: 's', timestamp: 1, updates: [] };
    expect(await replacedBetween(logOf([save]).page, 0, 1)).toBe(false);
  });

  it('counts a stretch longer than it reads as replaced', async () => {
    const length = REPLACEMENT_SCAN_PAGES * 2 + 1;
    const { page, asked } = logOf(Array.from({ length }, (_, i) => renamed(i + 1)));
    expect(await replacedBetween(page, 0, length)).toBe(true);
    expect(asked).toHaveLength(REPLACEMENT_SCAN_PAGES);
    expect(await replacedBetween(page, 1, length)).toBe(false);
  });
});
