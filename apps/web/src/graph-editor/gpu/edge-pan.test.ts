import { describe, expect, it } from 'vitest';
import { edgePanStep } from './edge-pan.js';

const size = { width: 800, height: 600 };

describe('edgePanStep', () => {
  it('pans nothing away from the edges', () => {
    expect(edgePanStep({ x: 400, y: 300 }, size)).toEqual({ x: 0, y: 0 });
  });

  it('brings the near side in, faster nearer the edge and at full speed past it', () => {
    expect(edgePanStep({ x: 20, y: 300 }, size)).toEqual({ x: 7.5, y: 0 });
    expect(edgePanStep({ x: -50, y: 300 }, size)).toEqual({ x: 15, y: 0 });
    expect(edgePanStep({ x: 400, y: 590 }, size)).toEqual({ x: 0, y: -11.25 });
  });
});
