import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
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

describe('every color node through the engine', () => {
  const cases: EngineCase[] = [
    {
      node: 'colorAnalysis',
      inputs: { color: '#000000' },
      outputs: {
        analysis: expect.objectContaining({ hex: '#000000', isDark: true }),
        luminance: 0,
        isDark: true,
      },
    },
    {
      node: 'colorConvert',
      inputs: { color: 'lime' },
      params: { space: 'hex' },
      outputs: { color: '#00ff00', channels: { r: 0, g: 1, b: 0 } },
    },
    { node: 'colorHarmonies', inputs: { color: 'blue' }, outputs: { colors: ['#0000ff', '#ffff00'] } },
    {
      node: 'colorMix',
      inputs: { color1: 'black', color2: 'white' },
      params: { ratio: 1 },
      outputs: { color: '#ffffff' },
    },
    {
      node: 'colorShift',
      inputs: { color: 'blue' },
      params: { hueShift: 120 },
      outputs: { color: '#ff0000' },
    },
    {
      node: 'colorVariants',
      inputs: { color: 'red' },
      params: { steps: 1 },
      outputs: { colors: ['#ff0000'] },
    },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
