import { type Color, converter } from 'culori';

/** The colour with its HSL hue turned by `degrees` (culori's hsl model), kept within 0 to 360. */
export function rotateHue(color: Color, degrees: number): Color {
  const hsl = converter('hsl')(color);
  return { ...hsl, h: ((((hsl.h ?? 0) + degrees) % 360) + 360) % 360 };
}
