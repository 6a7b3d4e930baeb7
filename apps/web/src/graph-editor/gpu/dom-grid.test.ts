import { describe, expect, it } from 'vitest';
import { gridOffset } from './dom-grid.js';

describe('the DOM grid', () => {
  it('starts one tile back, on a grid point of the view, for any offset', () => {
    for (const at of [0, 7, 20, 33.5, -1, -20, -47, 1234.25]) {
      const offset = gridOffset(at, 20);
      expect(offset).toBeGreaterThanOrEqual(-20);
      expect(offset).toBeLessThan(0);
      // a grid point (a multiple of the step from the view's origin) falls on the element's tiles
      expect((((at - offset) % 20) + 20) % 20).toBeCloseTo(0, 9);
    }
  });
});
