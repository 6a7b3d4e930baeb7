import { describe, expect, it } from 'vitest';
import { boundsOf, clampInto, fitInto, visibleFlowRect } from './overview-geometry.js';

describe('overview geometry', () => {
  it('bounds every node with padding', () => {
    const bounds = boundsOf(
      [
        { x: 0, y: 0, width: 160, height: 50 },
        { x: 400, y: 300, width: 400, height: 400 },
      ],
      10,
    );
    expect(bounds).toEqual({ x: -10, y: -10, width: 820, height: 720 });
  });

  it('fits the bounds centred into the box', () => {
    const fit = fitInto({ x: 0, y: 0, width: 400, height: 100 }, 200, 100);
    expect(fit.scale).toBe(0.5);
    // 200 wide at half scale: centred vertically in the 100-high box
    expect(fit).toEqual({ scale: 0.5, dx: 0, dy: 25 });
  });

  it('turns a viewport transform into the flow rectangle on screen', () => {
    expect(visibleFlowRect([-100, -50, 2], 800, 600)).toEqual({ x: 50, y: 25, width: 400, height: 300 });
  });

  it('holds the view frame inside the box, a sliver on the edge when the view is past it', () => {
    // a view wider than the graph: the frame is the whole box, its edges visible
    expect(clampInto({ x: -50, y: -20, width: 400, height: 300 }, 200, 140)).toEqual({
      x: 0,
      y: 0,
      width: 200,
      height: 140,
    });
    // inside: unchanged
    expect(clampInto({ x: 10, y: 20, width: 30, height: 40 }, 200, 140)).toEqual({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
    });
    // entirely to the right: a 4-pixel sliver on the right edge, at its height
    expect(clampInto({ x: 300, y: 20, width: 50, height: 40 }, 200, 140)).toEqual({
      x: 196,
      y: 20,
      width: 4,
      height: 40,
    });
  });
});
