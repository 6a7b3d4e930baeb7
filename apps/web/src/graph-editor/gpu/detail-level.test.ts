import { describe, expect, it } from 'vitest';
import { cullWindow, DETAIL_NODE_BUDGET, detailFor, windowStale } from './detail-level.js';

describe('detailFor', () => {
  it('draws full plates from 40%, plates from 25%, the overview below', () => {
    expect(detailFor(1, 10)).toBe('full');
    expect(detailFor(0.4, 10)).toBe('full');
    expect(detailFor(0.3, 10)).toBe('plain');
    expect(detailFor(0.2, 10)).toBe('overview');
  });

  it('draws the overview when too many nodes are in the window, at any zoom', () => {
    expect(detailFor(1, DETAIL_NODE_BUDGET)).toBe('full');
    expect(detailFor(1, DETAIL_NODE_BUDGET + 1)).toBe('overview');
  });
});

describe('the cull window', () => {
  const visible = { x: 0, y: 0, width: 1000, height: 500 };
  const window = { ...cullWindow(visible), zoom: 1 };

  it('reaches half a screen past each edge', () => {
    expect(window).toMatchObject({ x: -500, y: -250, width: 2000, height: 1000 });
  });

  it('holds while a pan stays inside it', () => {
    expect(windowStale(window, { ...visible, x: 400, y: -200 }, 1)).toBe(false);
  });

  it('is taken anew once the view leaves it or the zoom moves by a third', () => {
    expect(windowStale(window, { ...visible, x: 600 }, 1)).toBe(true);
    expect(windowStale(window, visible, 1.5)).toBe(true);
    expect(windowStale(window, visible, 0.7)).toBe(true);
  });
});
