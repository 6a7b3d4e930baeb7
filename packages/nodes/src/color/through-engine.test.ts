import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('color through the engine', () => {
  it('a mix shifted, converted, and its variants counted', async () => {
    const graph = new WiredGraph();
    const mix = graph.add('colorMix', 'mix', { params: { color1: '#ff0000', color2: '#0000ff', ratio: 0 } });
    const shifted = graph.add('colorShift', 'shifted', { params: { hueShift: 120 } });
    graph.wire(mix, 'color', shifted, 'color');
    const converted = graph.add('colorConvert', 'converted', { params: { space: 'hsl' } });
    graph.wire(shifted, 'color', converted, 'color');
    expect(await graph.evaluate(converted)).toEqual({
      color: 'hsl(120, 100%, 50%)',
      channels: { h: 120, s: 1, l: 0.5 },
    });
    const variants = graph.add('colorVariants', 'variants', { params: { steps: 7 } });
    graph.wire(shifted, 'color', variants, 'color');
    const count = graph.add('arrayLength', 'count');
    graph.wire(variants, 'colors', count, 'array');
    expect(await graph.evaluate(count)).toEqual({ result: 7 });
  });

  it("'Invalid color space: ...' reaches the node", async () => {
    const graph = new WiredGraph();
    const convert = graph.add('colorConvert', 'convert', { params: { space: 'cmyk' } });
    expect(await graph.evaluate(convert)).toEqual({
      error: 'Failed to parse node convert colorConvert: Invalid color space: cmyk',
    });
  });
});
