import type { GraphEvent } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { releaseHeld } from './gesture.js';
import type { Unconfirmed } from './unconfirmed.js';

let n = 0;
const entry = (fields: Record<string, unknown>, held = true): Unconfirmed => ({
  event: { eventId: `e${++n}`, timestamp: n, ...fields } as unknown as GraphEvent,
  inverse: [
    { eventType: 'commentChanged', nodeId: 'undo', comment: `${n}` },
  ] as unknown as Unconfirmed['inverse'],
  own: true,
  state: 'queued',
  ...(held ? { held: true as const } : {}),
});

describe('releaseHeld', () => {
  it('keeps one edit per node and key at its last value, in the first one’s place with the first one’s inverse', () => {
    const first = entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 1, y: 1 } });
    const firstInverse = first.inverse;
    const entries = [
      first,
      entry({ eventType: 'nodePositionChanged', nodeId: 'b', position: { x: 5, y: 5 } }),
      entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 2 } }),
      entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 3, y: 4 } }),
    ];
    const released = releaseHeld(entries);
    expect(released.map((u) => (u.event as { nodeId: string }).nodeId)).toEqual(['a', 'b']);
    expect(released[0]!.event).toMatchObject({ position: { x: 3, y: 4 } });
    expect(released[0]!.inverse).toBe(firstInverse);
    expect(released.every((u) => u.held === undefined)).toBe(true);
  });

  it('merges a position that sets x alone with the y before it', () => {
    const released = releaseHeld([
      entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 1, y: 9 } }),
      entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 2 } }),
    ]);
    expect(released[0]!.event).toMatchObject({ position: { x: 2, y: 9 } });
  });

  it('keeps every edit that has no key (a rename) and every one made before the gesture', () => {
    const before = entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 0, y: 0 } }, false);
    const released = releaseHeld([
      before,
      entry({ eventType: 'nodeRenamed', nodeId: 'a', name: 'x' }),
      entry({ eventType: 'nodeRenamed', nodeId: 'a', name: 'y' }),
      entry({ eventType: 'nodePositionChanged', nodeId: 'a', position: { x: 1, y: 1 } }),
    ]);
    expect(released).toHaveLength(4);
    expect(released[0]).toBe(before);
  });
});
