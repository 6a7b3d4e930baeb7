import { describe, expect, it } from 'vitest';
import {
  canvasModeFor,
  DOM_NODE_BUDGET,
  FIT,
  fitViewport,
  MIN_ZOOM,
  OVERVIEW_BELOW_ZOOM,
  openViewport,
} from './detail-level.js';

describe('canvasModeFor', () => {
  it('draws full views at readable zoom, plain plates below 0.4, the overview below 0.25', () => {
    expect(canvasModeFor(1, 10)).toBe('full');
    expect(canvasModeFor(0.4, 10)).toBe('full');
    expect(canvasModeFor(0.39, 10)).toBe('plain');
    expect(canvasModeFor(OVERVIEW_BELOW_ZOOM, 10)).toBe('plain');
    expect(canvasModeFor(0.2, 10)).toBe('overview');
  });

  it('switches to the overview when more nodes than the DOM budget are in view, at any zoom', () => {
    expect(canvasModeFor(1, DOM_NODE_BUDGET)).toBe('full');
    expect(canvasModeFor(1, DOM_NODE_BUDGET + 1)).toBe('overview');
    expect(canvasModeFor(0.3, DOM_NODE_BUDGET + 1)).toBe('overview');
  });
});

describe('openViewport', () => {
  const screen = { width: 1000, height: 500 };

  it('keeps a viewport the level already has', () => {
    const saved = { x: 12, y: -30, zoom: 0.8 };
    expect(openViewport(saved, { x: 0, y: 0, width: 5000, height: 5000 }, screen)).toBe(saved);
  });

  it('frames the whole level when it has none, centred, zoom at most 1.5', () => {
    const small = openViewport({ x: 0, y: 0, zoom: 1 }, { x: 0, y: 0, width: 160, height: 50 }, screen);
    expect(small.zoom).toBe(1.5);
    // the node's centre (80, 25) lands on the screen's centre
    expect(80 * small.zoom + small.x).toBeCloseTo(500);
    expect(25 * small.zoom + small.y).toBeCloseTo(250);
  });

  it('frames a big level below the overview threshold, never below the canvas minimum', () => {
    const big = openViewport({ x: 0, y: 0, zoom: 1 }, { x: 0, y: 0, width: 22_000, height: 10_000 }, screen);
    expect(big.zoom).toBeLessThan(OVERVIEW_BELOW_ZOOM);
    expect(canvasModeFor(big.zoom, 0)).toBe('overview');
    const huge = fitViewport({ x: 0, y: 0, width: 10_000_000, height: 10 }, screen, FIT);
    expect(huge.zoom).toBe(MIN_ZOOM);
  });

  it('keeps the saved viewport of an empty level or a canvas not laid out yet', () => {
    const unset = { x: 0, y: 0, zoom: 1 };
    expect(openViewport(unset, null, screen)).toBe(unset);
    expect(openViewport(unset, { x: 0, y: 0, width: 10, height: 10 }, { width: 0, height: 0 })).toBe(unset);
  });
});
