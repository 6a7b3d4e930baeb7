import { converter } from 'culori';
import { colorSpaceParam, formatColor, requireColor, requireColorSpace } from '../shared/colors.js';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';
import { rotateHue } from './hue.js';

const color = param.color('color', 'Color', '#ff0000');
const clampUnit = (x: number) => Math.min(Math.max(x, 0), 1);

export const colorShift = defineNode({
  definitionName: 'colorShift',
  description:
    'Turns the hue of a colour by degrees and shifts its HSL saturation and lightness (kept within 0 to 1).',
  category: 'color',
  keywords: ['color', 'colour', 'shift', 'hue', 'saturate', 'lighten', 'darken'],
  inputs: [inputFor(color)],
  parameters: [
    color,
    param.float('hueShift', 'Hue shift', 0, { min: -360, max: 360 }),
    param.float('saturationShift', 'Saturation shift', 0, { min: -1, max: 1 }),
    param.float('lightnessShift', 'Lightness shift', 0, { min: -1, max: 1 }),
    colorSpaceParam('hex'),
  ],
  outputs: [output('color', 'Color', 'string')],
  rule: (ctx) => {
    const space = requireColorSpace(ctx.params.space);
    const [hue, saturation, lightness] = ['hueShift', 'saturationShift', 'lightnessShift'].map((n) =>
      requireNumber(ctx.params[n]),
    );
    const hsl = converter('hsl')(rotateHue(requireColor(readField(ctx, 'color'), 'color'), hue));
    const shifted = { ...hsl, s: clampUnit(hsl.s + saturation), l: clampUnit(hsl.l + lightness) };
    return { color: formatColor(shifted, space) };
  },
});
