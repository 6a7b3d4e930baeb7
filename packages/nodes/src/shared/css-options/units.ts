/** CSS length and other units offered next to numeric values. */
export const LENGTH_UNITS = [
  'px',
  '%',
  'em',
  'rem',
  'vw',
  'vh',
  'vmin',
  'vmax',
  'dvw',
  'dvh',
  'svw',
  'svh',
  'lvw',
  'lvh',
  'ch',
  'ex',
  'lh',
  'rlh',
  'cqw',
  'cqh',
  'cm',
  'mm',
  'in',
  'pt',
  'pc',
  'fr',
] as const;
export const ANGLE_UNITS = ['deg', 'rad', 'grad', 'turn'] as const;
export const TIME_UNITS = ['s', 'ms'] as const;
/** Every unit, plus '' for unitless values (line-height, z-index, opacity…). */
export const CSS_UNITS = ['', ...LENGTH_UNITS, ...ANGLE_UNITS, ...TIME_UNITS] as const;
export type CssUnit = (typeof CSS_UNITS)[number];
