// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { viewAttribute, writeViewAttribute } from './view-attribute.js';

describe('the canvas view attribute', () => {
  it('names the flow point at the centre and the zoom', () => {
    // a 1000×600 canvas at 50%, flow origin drawn at (100, 50)
    expect(viewAttribute({ width: 1000, height: 600, x: 100, y: 50, zoom: 0.5 })).toBe('800 500 0.5');
  });

  it('rounds to tenths of a flow unit and never says -0', () => {
    expect(viewAttribute({ width: 3, height: 2, x: 1.5, y: 1, zoom: 3 })).toBe('0 0 3');
    expect(viewAttribute({ width: 100, height: 100, x: 0, y: 0, zoom: 3 })).toBe('16.7 16.7 3');
  });

  it('leaves an unmeasured canvas alone', () => {
    const element = document.createElement('div');
    writeViewAttribute(element, { width: 0, height: 0, x: 0, y: 0, zoom: 1 });
    expect(element.dataset.view).toBeUndefined();
    writeViewAttribute(element, { width: 200, height: 100, x: 0, y: 0, zoom: 1 });
    expect(element.dataset.view).toBe('100 50 1');
  });
});
