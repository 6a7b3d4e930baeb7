import { interpolate } from 'culori';
import { colorSpaceParam, formatColor, requireColor, requireColorSpace } from '../shared/colors.js';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireIntegerInRange, requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';

const color = param.color('color', 'Color', '#ff0000');

export const colorVariants = defineNode({
  definitionName: 'colorVariants',
  description:
    'Lighter and darker variants of a colour, from light to dark: steps colours along white → colour → black (in Lab), the middle one being the colour.',
  category: 'color',
  keywords: ['color', 'colour', 'variants', 'shades', 'tints', 'scale', 'palette'],
  inputs: [inputFor(color)],
  parameters: [color, param.int('steps', 'Steps', 5, { min: 1, max: 100 }), colorSpaceParam('hex')],
  outputs: [output('colors', 'Colors', 'array')],
  rule: (ctx) => {
    const space = requireColorSpace(ctx.params.space);
    const steps = requireIntegerInRange(
      requireNumber(ctx.params.steps),
      1,
      100,
      'Invalid input, steps must be between 1 and 100',
    );
    const scale = interpolate(['white', requireColor(readField(ctx, 'color'), 'color'), 'black'], 'lab');
    return {
      colors: Array.from({ length: steps }, (_, i) => formatColor(scale((i + 1) / (steps + 1)), space)),
    };
  },
});
