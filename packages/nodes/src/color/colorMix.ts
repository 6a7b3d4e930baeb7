import { interpolate } from 'culori';
import {
  colorMode,
  colorSpaceParam,
  formatColor,
  requireColor,
  requireColorSpace,
} from '../shared/colors.js';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';

const colors = [param.color('color1', 'Color 1', '#ff0000'), param.color('color2', 'Color 2', '#0000ff')];
const ratio = param.float('ratio', 'Ratio', 0.5, {
  min: 0,
  max: 1,
  description: '0 is color 1, 1 is color 2',
});

export const colorMix = defineNode({
  definitionName: 'colorMix',
  description:
    'Mixes two colours in a colour space; ratio 0 gives the first, 1 the second (clamped to 0 to 1).',
  category: 'color',
  keywords: ['color', 'colour', 'mix', 'blend', 'interpolate', 'lerp'],
  inputs: [...colors.map((p) => inputFor(p)), inputFor(ratio)],
  parameters: [...colors, ratio, colorSpaceParam('hex')],
  outputs: [output('color', 'Color', 'string')],
  rule: (ctx) => {
    const space = requireColorSpace(ctx.params.space);
    const [a, b] = colors.map((p) => requireColor(readField(ctx, p.name), p.name));
    const t = Math.min(Math.max(requireNumber(readField(ctx, 'ratio')), 0), 1);
    return { color: formatColor(interpolate([a, b], colorMode(space))(t), space) };
  },
});
