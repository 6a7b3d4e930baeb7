import { NodeRuleError } from '@nodeloom/engine';
import { colorSpaceParam, formatColor, requireColor, requireColorSpace } from '../shared/colors.js';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';
import { rotateHue } from './hue.js';

/** Hue offsets of each harmony, the base colour first. */
const HARMONIES: Record<string, number[]> = {
  complementary: [0, 180],
  analogous: [0, -30, 30],
  triadic: [0, 120, 240],
  splitComplementary: [0, 150, 210],
  tetradic: [0, 60, 180, 240],
  square: [0, 90, 180, 270],
};

const color = param.color('color', 'Color', '#ff0000');

export const colorHarmonies = defineNode({
  definitionName: 'colorHarmonies',
  description:
    'The colours in harmony with a colour, by turning its hue: complementary, analogous, triadic and more.',
  category: 'color',
  keywords: ['color', 'colour', 'harmony', 'palette', 'complementary', 'triadic', 'analogous'],
  inputs: [inputFor(color)],
  parameters: [
    color,
    param.menu('harmony', 'Harmony', Object.keys(HARMONIES), 'complementary'),
    colorSpaceParam('hex'),
  ],
  outputs: [output('colors', 'Colors', 'array')],
  rule: (ctx) => {
    const space = requireColorSpace(ctx.params.space);
    const offsets = HARMONIES[String(ctx.params.harmony)];
    if (!offsets) throw new NodeRuleError(`Invalid input, unknown harmony: ${String(ctx.params.harmony)}`);
    const base = requireColor(readField(ctx, 'color'), 'color');
    return {
      colors: offsets.map((offset) => formatColor(offset === 0 ? base : rotateHue(base, offset), space)),
    };
  },
});
