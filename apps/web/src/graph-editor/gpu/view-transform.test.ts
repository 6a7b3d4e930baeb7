import { describe, expect, it } from 'vitest';
import { flowToScreen, screenToFlow, visibleRect, zoomAround } from './view-transform.js';

describe('view transform', () => {
  const view = { x: 100, y: 50, zoom: 2 };

  it('maps screen to flow and back', () => {
    expect(screenToFlow(view, { x: 300, y: 250 })).toEqual({ x: 100, y: 100 });
    expect(flowToScreen(view, { x: 100, y: 100 })).toEqual({ x: 300, y: 250 });
  });

  it('the visible rectangle is the screen in flow units', () => {
    expect(visibleRect(view, { width: 800, height: 600 })).toEqual({
      x: -50,
      y: -25,
      width: 400,
      height: 300,
    });
  });

  it('zooming keeps the flow point under the pointer', () => {
    const at = { x: 320, y: 200 };
    const next = zoomAround(view, at, 1.5);
    expect(next.zoom).toBe(3);
    const before = screenToFlow(view, at);
    const after = screenToFlow(next, at);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('zoom stays in the canvas range', () => {
    expect(zoomAround(view, { x: 0, y: 0 }, 1000).zoom).toBeLessThan(1000);
    expect(zoomAround(view, { x: 0, y: 0 }, 1e-6).zoom).toBeGreaterThan(0);
  });
});
