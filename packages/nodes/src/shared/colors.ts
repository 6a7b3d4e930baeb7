import { NodeRuleError, type ParamDefinition } from '@nodeloom/engine';
import {
  type Color,
  converter,
  displayable,
  formatCss,
  formatHex,
  formatHex8,
  formatHsl,
  formatRgb,
  parse,
  toGamut,
} from 'culori';
import { param } from './node-builder.js';

/** spec 2 §3: colour spaces hex, rgb, hsl, hsv, hwb, lab, lch */
export const COLOR_SPACES = ['hex', 'rgb', 'hsl', 'hsv', 'hwb', 'lab', 'lch'] as const;
export type ColorSpace = (typeof COLOR_SPACES)[number];

/** The culori mode of a space: hex is written from rgb. */
export function colorMode(space: ColorSpace): Exclude<ColorSpace, 'hex'> {
  return space === 'hex' ? 'rgb' : space;
}

export function requireColorSpace(space: unknown): ColorSpace {
  if (!COLOR_SPACES.includes(space as ColorSpace))
    throw new NodeRuleError(`Invalid color space: ${String(space)}`);
  return space as ColorSpace;
}

/** Any CSS colour text culori reads (hex, named, rgb(), hsl(), lab(), …) or a culori colour object. */
export function requireColor(value: unknown, name: string): Color {
  const color =
    typeof value === 'string' ? parse(value) : isColorObject(value) ? (value as Color) : undefined;
  if (!color) throw new NodeRuleError(`Invalid input, ${name} is not a color`);
  return color;
}

function isColorObject(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { mode?: unknown }).mode === 'string'
  );
}

/** Maps a colour into the sRGB gamut (mixing and scales in Lab can leave it), keeping its hue. */
const mapToSrgb = toGamut('rgb', 'oklch');
const toSrgbGamut = (color: Color): Color => (displayable(color) ? color : mapToSrgb(color));

/**
 * A colour written in a space: #rrggbb(aa), rgb(), hsl(), or CSS Color 4 for hsv, hwb, lab, lch.
 * Written colours are always displayable (mapped into sRGB).
 */
export function formatColor(color: Color, space: ColorSpace): string {
  const inSpace = withHueInRange(converter(colorMode(space))(toSrgbGamut(color)));
  switch (space) {
    case 'hex':
      return inSpace.alpha !== undefined && inSpace.alpha < 1 ? formatHex8(inSpace) : formatHex(inSpace);
    case 'rgb':
      return formatRgb(inSpace);
    case 'hsl':
      return formatHsl(inSpace);
    default:
      return formatCss(inSpace);
  }
}

/** Hue interpolation can leave a hue below 0 or past 360; write it within 0 to 360. */
function withHueInRange<C extends Color>(color: C): C {
  if (!('h' in color) || typeof color.h !== 'number') return color;
  return { ...color, h: ((color.h % 360) + 360) % 360 };
}

/** The channel values of a colour in a space (hex gives the rgb channels from 0 to 1). */
export function colorChannels(color: Color, space: ColorSpace): Record<string, number> {
  const { mode: _mode, ...channels } = withHueInRange(
    converter(colorMode(space))(color),
  ) as unknown as Record<string, number>;
  return channels;
}

/** The `space` param colour nodes share: which space the output colours are written in. */
export function colorSpaceParam(defaultSpace: ColorSpace): ParamDefinition {
  return param.menu('space', 'Color space', COLOR_SPACES, defaultSpace);
}
