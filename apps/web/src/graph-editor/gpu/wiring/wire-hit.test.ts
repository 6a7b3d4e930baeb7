import { describe, expect, it } from 'vitest';
import { distanceToPolyline, nearestWire, wireLabelPoint, wirePolyline } from './wire-hit.js';

const down = { x1: 0, y1: 0, x2: 100, y2: 200 };

describe('wire hit tests', () => {
  it('a rounded wire runs down, across at half the drop, and down again', () => {
    const points = wirePolyline('rounded', down);
    expect(points[0]).toEqual({ x: 0, y: 0 });
    expect(points.at(-1)).toEqual({ x: 100, y: 200 });
    expect(distanceToPolyline(points, { x: 50, y: 100 })).toBeLessThan(0.01);
    expect(distanceToPolyline(points, { x: 50, y: 106 })).toBeCloseTo(6, 5);
  });

  it('a bezier is sampled along its curve; its label sits halfway along it', () => {
    const points = wirePolyline('bezier', down);
    const label = wireLabelPoint('bezier', down);
    expect(label).toEqual({ x: 50, y: 100 });
    expect(distanceToPolyline(points, label)).toBeLessThan(0.5);
  });

  it('the nearest wire within reach is hit, none beyond it', () => {
    const wires = [
      { id: 'a', ...down },
      { id: 'b', x1: 0, y1: 0, x2: 0, y2: 200 },
    ];
    expect(nearestWire(wires, 'straight', { x: 3, y: 150 }, 7)?.id).toBe('b');
    expect(nearestWire(wires, 'straight', { x: 50, y: 103 }, 7)?.id).toBe('a');
    expect(nearestWire(wires, 'straight', { x: 300, y: 100 }, 7)).toBeUndefined();
  });
});
