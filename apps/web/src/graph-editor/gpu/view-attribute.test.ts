import { describe, expect, it } from 'vitest';
import { viewAttribute as xyflowCanvasView } from '../canvas/view-attribute.js';
import { viewAttribute } from './view-attribute.js';

describe('the GPU canvas data-view', () => {
  it('is written exactly as the xyflow canvas writes it', () => {
    for (const [x, y, zoom, width, height] of [
      [0, 0, 1, 800, 600],
      [-123.456, 77.7, 0.3333, 1280, 720],
      [400, -20, 2, 640, 480],
    ]) {
      expect(viewAttribute({ x, y, zoom }, { width, height })).toBe(
        xyflowCanvasView({ x, y, zoom, width, height }),
      );
    }
  });
});
