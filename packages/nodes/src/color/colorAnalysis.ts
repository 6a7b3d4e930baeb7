import { converter, wcagContrast, wcagLuminance } from 'culori';
import { formatColor, requireColor } from '../shared/colors.js';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';

const color = param.color('color', 'Color', '#ff0000');

export const colorAnalysis = defineNode({
  definitionName: 'colorAnalysis',
  description:
    'Describes a colour: hex, hue, saturation, lightness, WCAG luminance, contrast with white and black, and whether it is dark.',
  category: 'color',
  keywords: ['color', 'colour', 'analysis', 'luminance', 'contrast', 'wcag', 'dark', 'light'],
  inputs: [inputFor(color)],
  parameters: [color],
  outputs: [
    output('analysis', 'Analysis', 'object'),
    output('luminance', 'Luminance', 'number'),
    output('isDark', 'Is dark', 'boolean'),
  ],
  rule: (ctx) => {
    const parsed = requireColor(readField(ctx, 'color'), 'color');
    const hsl = converter('hsl')(parsed);
    const luminance = wcagLuminance(parsed);
    const contrastWithWhite = wcagContrast(parsed, 'white');
    const contrastWithBlack = wcagContrast(parsed, 'black');
    // dark: white text reads better on it than black text
    const isDark = contrastWithWhite > contrastWithBlack;
    const analysis = {
      hex: formatColor(parsed, 'hex'),
      hue: hsl.h ?? 0,
      saturation: hsl.s,
      lightness: hsl.l,
      alpha: parsed.alpha ?? 1,
      luminance,
      contrastWithWhite,
      contrastWithBlack,
      isDark,
    };
    return { analysis, luminance, isDark };
  },
});
