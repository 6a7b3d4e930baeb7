import { describe, expect, it } from 'vitest';
import { snap, snapPoint } from './snap.js';

describe('snapping to the 20 grid (spec 2 §9)', () => {
  it('rounds to the nearest multiple of 20', () => {
    expect(snap(9)).toBe(0);
    expect(snap(10)).toBe(20);
    expect(snap(31)).toBe(40);
    expect(snap(-11)).toBe(-20);
    expect(Object.is(snap(-4), 0)).toBe(true);
  });

  it('snaps both coordinates of a point', () => {
    expect(snapPoint({ x: 105, y: 49 })).toEqual({ x: 100, y: 40 });
  });

  it('refuses a coordinate that is not a number', () => {
    expect(() => snap(Number.NaN)).toThrow('Cannot snap NaN: not a finite number');
  });
});
