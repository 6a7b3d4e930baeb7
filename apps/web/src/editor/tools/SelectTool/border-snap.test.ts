import { describe, expect, it } from 'vitest';
import { borderSnap, boundsOf } from './border-snap.js';

const box = (x: number, y: number, width = 160, height = 50) => ({ x, y, width, height });

describe('borderSnap (spec 2 §9: threshold 15)', () => {
  it('lines a border up with the same border of a neighbour within 15', () => {
    // a sticky note 330 wide: its right border at 330; the plate's right border at 320 moves by 10
    expect(borderSnap(box(160, 200), [box(0, 0, 330, 360)])).toEqual({ dx: 10, dy: 0 });
    expect(borderSnap(box(0, 405), [box(400, 400)])).toEqual({ dx: 0, dy: -5 });
  });
  it('leaves a border alone beyond 15, and picks the nearest of several', () => {
    expect(borderSnap(box(16, 100), [box(0, 0)])).toEqual({ dx: 0, dy: 0 });
    expect(borderSnap(box(12, 500), [box(0, 0), box(10, 900)])).toEqual({ dx: -2, dy: 0 });
  });
  it('keeps same-sized boxes on the grid: borders of one kind only', () => {
    // top 60 against the neighbour's bottom 50 would be a 10 move; it is not a border of the same kind
    expect(borderSnap(box(200, 60), [box(0, 0)])).toEqual({ dx: 0, dy: 0 });
  });
  it('measures a group by its bounds', () => {
    expect(boundsOf([box(0, 0), box(200, 100)])).toEqual({ x: 0, y: 0, width: 360, height: 150 });
  });
});
