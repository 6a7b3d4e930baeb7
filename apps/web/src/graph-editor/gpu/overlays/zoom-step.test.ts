import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM } from '../../overview/detail-level.js';
import { screenToFlow } from '../view-transform.js';
import { centredOn, ZOOM_STEP, zoomStep } from './zoom-step.js';

const size = { width: 800, height: 600 };

describe('the zoom buttons and the minimap move the GPU canvas view', () => {
  it('zooms in and out by one step about the centre, whose flow point stays put', () => {
    const view = { x: 40, y: -20, zoom: 1 };
    const centre = screenToFlow(view, { x: 400, y: 300 });
    const zoomedIn = zoomStep(view, size, 'in');
    expect(zoomedIn.zoom).toBeCloseTo(ZOOM_STEP);
    expect(screenToFlow(zoomedIn, { x: 400, y: 300 }).x).toBeCloseTo(centre.x);
    expect(screenToFlow(zoomedIn, { x: 400, y: 300 }).y).toBeCloseTo(centre.y);
    expect(zoomStep(zoomedIn, size, 'out').zoom).toBeCloseTo(1);
  });

  it('stops at the ends of the zoom range', () => {
    expect(zoomStep({ x: 0, y: 0, zoom: MAX_ZOOM }, size, 'in').zoom).toBe(MAX_ZOOM);
    expect(zoomStep({ x: 0, y: 0, zoom: MIN_ZOOM }, size, 'out').zoom).toBe(MIN_ZOOM);
  });

  it('centres a flow point keeping the zoom', () => {
    const view = centredOn({ x: 0, y: 0, zoom: 0.5 }, size, { x: 1000, y: 200 });
    expect(view.zoom).toBe(0.5);
    expect(screenToFlow(view, { x: 400, y: 300 })).toEqual({ x: 1000, y: 200 });
  });
});
