import {
  colorChannels,
  colorSpaceParam,
  formatColor,
  requireColor,
  requireColorSpace,
} from '../shared/colors.js';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';

const color = param.color('color', 'Color', '#ff0000');

export const colorConvert = defineNode({
  definitionName: 'colorConvert',
  description:
    'Writes a colour in another colour space (hex, rgb, hsl, hsv, hwb, lab, lch) and gives its channels.',
  category: 'color',
  keywords: ['color', 'colour', 'convert', 'hex', 'rgb', 'hsl', 'lab', 'lch'],
  inputs: [inputFor(color)],
  parameters: [color, colorSpaceParam('rgb')],
  outputs: [output('color', 'Color', 'string'), output('channels', 'Channels', 'object')],
  rule: (ctx) => {
    const space = requireColorSpace(ctx.params.space);
    const parsed = requireColor(readField(ctx, 'color'), 'color');
    return { color: formatColor(parsed, space), channels: colorChannels(parsed, space) };
  },
});
