import { NodeRuleError } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../shared/catalogue-check.js';
import { runOutput, runRule } from '../shared/rule-harness.js';
import { colorAnalysis } from './colorAnalysis.js';
import { colorConvert } from './colorConvert.js';
import { colorHarmonies } from './colorHarmonies.js';
import { colorMix } from './colorMix.js';
import { colorShift } from './colorShift.js';
import { colorVariants } from './colorVariants.js';

const all = [colorAnalysis, colorConvert, colorHarmonies, colorMix, colorShift, colorVariants];

describe('color catalogue', () => {
  it('registers every name of node-catalogue.md row "color" with a valid definition', () => {
    const names = [
      'colorAnalysis',
      'colorConvert',
      'colorHarmonies',
      'colorMix',
      'colorShift',
      'colorVariants',
    ];
    expect(catalogueProblems('color', names)).toEqual([]);
  });
  it('offers the spec colour spaces hex, rgb, hsl, hsv, hwb, lab, lch', () => {
    const space = colorConvert.definition.parameters.find((p) => p.name === 'space');
    expect(space?.options?.map((o) => o.value)).toEqual(['hex', 'rgb', 'hsl', 'hsv', 'hwb', 'lab', 'lch']);
  });
});

describe('colorConvert (space default rgb)', () => {
  it('writes rgb by default and each other space', async () => {
    expect(await runRule(colorConvert, { inputs: { color: '#ff6347' } })).toEqual({
      color: 'rgb(255, 99, 71)',
      channels: { r: 1, g: 99 / 255, b: 71 / 255 },
    });
    const written = async (space: string) =>
      runOutput(colorConvert, { inputs: { color: 'red' }, params: { space } });
    expect(await written('hex')).toBe('#ff0000');
    expect(await written('hsl')).toBe('hsl(0, 100%, 50%)');
    expect(await written('hsv')).toBe('color(--hsv 0 1 1)');
    expect(await written('hwb')).toBe('hwb(0 0% 0%)');
    expect(await written('lab')).toMatch(/^lab\(54\.29\d* 80\.8\d* 69\.8\d*\)$/);
    expect(await written('lch')).toMatch(/^lch\(54\.29\d* 106\.8\d* 40\.8\d*\)$/);
  });
  it('keeps a translucent alpha in hex', async () => {
    expect(
      await runOutput(colorConvert, { inputs: { color: 'rgb(0 0 0 / 50%)' }, params: { space: 'hex' } }),
    ).toBe('#00000080');
  });
  it("'Invalid color space: ...' (spec 2 §8) and a colour that cannot be read", async () => {
    await expect(runOutput(colorConvert, { params: { space: 'cmyk' } })).rejects.toThrow(
      new NodeRuleError('Invalid color space: cmyk'),
    );
    for (const node of all)
      await expect(runRule(node, { inputs: { color: 'not a colour', color1: 'nope' } })).rejects.toThrow(
        /^Invalid input, color1? is not a color$/,
      );
  });
  it("every node that writes colours raises 'Invalid color space: ...'", async () => {
    for (const node of [colorHarmonies, colorMix, colorShift, colorVariants])
      await expect(runRule(node, { params: { space: 'xyz' } })).rejects.toThrow(
        new NodeRuleError('Invalid color space: xyz'),
      );
  });
});

describe('colorAnalysis', () => {
  it('describes a light and a dark colour', async () => {
    const white = await runRule(colorAnalysis, { inputs: { color: 'white' } });
    expect(white.luminance).toBe(1);
    expect(white.isDark).toBe(false);
    expect(white.analysis).toMatchObject({ hex: '#ffffff', contrastWithBlack: 21, contrastWithWhite: 1 });
    const navy = await runRule(colorAnalysis, { inputs: { color: 'navy' } });
    expect(navy.isDark).toBe(true);
    expect(navy.analysis).toMatchObject({ hex: '#000080', hue: 240, saturation: 1 });
  });
});

describe('colorHarmonies', () => {
  it('complementary by default, base colour first, in hex', async () => {
    expect(await runOutput(colorHarmonies, { inputs: { color: 'red' } })).toEqual(['#ff0000', '#00ffff']);
  });
  it('turns the hue for each harmony', async () => {
    const of = (harmony: string) =>
      runOutput(colorHarmonies, { inputs: { color: 'red' }, params: { harmony } });
    expect(await of('triadic')).toEqual(['#ff0000', '#00ff00', '#0000ff']);
    expect(await of('analogous')).toEqual(['#ff0000', '#ff0080', '#ff8000']);
    expect(await of('square')).toHaveLength(4);
    expect(await of('tetradic')).toHaveLength(4);
    expect(await of('splitComplementary')).toEqual(['#ff0000', '#00ff80', '#0080ff']);
    await expect(of('rainbow')).rejects.toThrow(new NodeRuleError('Invalid input, unknown harmony: rainbow'));
  });
});

describe('colorMix (ratio default 0.5, range 0 to 1)', () => {
  it('mixes half and half by default', async () => {
    expect(await runOutput(colorMix, { inputs: { color1: 'red', color2: 'blue' } })).toBe('#800080');
  });
  it('gives either colour at the range boundaries and clamps beyond them', async () => {
    const inputs = { color1: 'red', color2: 'blue' };
    expect(await runOutput(colorMix, { inputs, params: { ratio: 0 } })).toBe('#ff0000');
    expect(await runOutput(colorMix, { inputs, params: { ratio: 1 } })).toBe('#0000ff');
    expect(await runOutput(colorMix, { inputs, params: { ratio: 7 } })).toBe('#0000ff');
  });
  it('mixes in another space', async () => {
    const run = { inputs: { color1: 'red', color2: 'blue' }, params: { space: 'hsl' } };
    expect(await runOutput(colorMix, run)).toBe('hsl(300, 100%, 50%)');
  });
});

describe('colorShift (hueShift -360 to 360; saturation and lightness -1 to 1)', () => {
  it('leaves the colour unchanged by default and shifts each channel', async () => {
    expect(await runOutput(colorShift, { inputs: { color: '#ff6347' } })).toBe('#ff6347');
    expect(await runOutput(colorShift, { inputs: { color: 'red' }, params: { hueShift: 120 } })).toBe(
      '#00ff00',
    );
    expect(await runOutput(colorShift, { inputs: { color: 'red' }, params: { lightnessShift: -0.25 } })).toBe(
      '#800000',
    );
    expect(await runOutput(colorShift, { inputs: { color: 'red' }, params: { saturationShift: -1 } })).toBe(
      '#808080',
    );
  });
  it('takes the range boundaries', async () => {
    expect(await runOutput(colorShift, { inputs: { color: 'red' }, params: { hueShift: -360 } })).toBe(
      '#ff0000',
    );
    expect(await runOutput(colorShift, { inputs: { color: 'red' }, params: { lightnessShift: 1 } })).toBe(
      '#ffffff',
    );
    expect(await runOutput(colorShift, { inputs: { color: 'red' }, params: { lightnessShift: -1 } })).toBe(
      '#000000',
    );
  });
});

describe('colorVariants (steps 1 to 100, default 5)', () => {
  it('gives 5 colours from light to dark, the colour in the middle', async () => {
    const colors = (await runOutput(colorVariants, { inputs: { color: '#ff6347' } })) as string[];
    expect(colors).toHaveLength(5);
    expect(colors[2]).toBe('#ff6347');
    expect(colors).toEqual(['#ffcebf', '#ff9b81', '#ff6347', '#a44431', '#51261c']);
  });
  it('takes the range boundaries and refuses steps outside them', async () => {
    expect(await runOutput(colorVariants, { inputs: { color: 'red' }, params: { steps: 1 } })).toEqual([
      '#ff0000',
    ]);
    expect(await runOutput(colorVariants, { inputs: { color: 'red' }, params: { steps: 100 } })).toHaveLength(
      100,
    );
    await expect(runOutput(colorVariants, { params: { steps: 0 } })).rejects.toThrow(
      new NodeRuleError('Invalid input, steps must be between 1 and 100'),
    );
  });
});
