import type { GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { loadProjectHistory } from './project-history.js';

const event = (counter: number): { rawEvent: GraphEvent; counter: number } => ({
  counter,
  rawEvent: {
    eventId: `evt_${counter}`,
    timestamp: counter,
    eventType: 'nodeRenamed',
    nodeId: 'node_a',
    name: `n${counter}`,
  },
});

describe('loadProjectHistory', () => {
  it('reads the whole log a page at a time, from the first counter, in order', async () => {
    const log = Array.from({ length: 2500 }, (_, i) => event(i + 1));
    const asked: number[] = [];
    const recording = await loadProjectHistory('p', async (after) => {
      asked.push(after);
      return { events: log.filter((e) => e.counter > after).slice(0, 1000) };
    });
    expect(asked).toEqual([0, 1000, 2000]);
    expect(recording.events.map((e) => e.eventId)).toEqual(log.map((e) => e.rawEvent.eventId));
    expect(recording.start).toEqual({ nodes: [], connections: [] });
  });
});
