import { NodeRuleError } from '@nodeloom/engine';
import { type Color, converter, formatCss, formatHex, formatHex8, formatHsl, formatRgb, parse } from 'culori';

/** Spec 2 §3 gradient colour spaces: the notation stop colours are written in. */
export const GRADIENT_COLOR_SPACES = ['hex', 'rgb', 'hsl', 'hwb', 'lab', 'lch'] as const;
export type GradientColorSpace = (typeof GRADIENT_COLOR_SPACES)[number];

export function parseColor(value: unknown): Color {
  const color = typeof value === 'string' ? parse(value) : undefined;
  if (!color) throw new NodeRuleError(`Invalid color: ${String(value)}`);
  return color;
}

export function assertColorSpace(space: unknown): GradientColorSpace {
  if (!GRADIENT_COLOR_SPACES.includes(space as GradientColorSpace))
    throw new NodeRuleError(`Invalid color space: ${String(space)}`);
  return space as GradientColorSpace;
}

/** Writes a colour in the chosen notation (via culori). */
export function formatColor(color: Color, space: GradientColorSpace): string {
  const opaque = color.alpha === undefined || color.alpha >= 1;
  switch (space) {
    case 'hex':
      return opaque ? formatHex(color) : formatHex8(color);
    case 'rgb':
      return formatRgb(color);
    case 'hsl':
      return formatHsl(color);
    default:
      return formatCss(converter(space)(color));
  }
}
