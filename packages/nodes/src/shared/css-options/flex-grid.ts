/** Values of the flexbox and grid properties. */
export const FLEX_DIRECTION = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
export const FLEX_WRAP = ['nowrap', 'wrap', 'wrap-reverse'] as const;
export const JUSTIFY_CONTENT = [
  'normal',
  'flex-start',
  'flex-end',
  'start',
  'end',
  'center',
  'space-between',
  'space-around',
  'space-evenly',
  'stretch',
] as const;
export const JUSTIFY_ITEMS = ['normal', 'start', 'end', 'center', 'stretch', 'baseline'] as const;
export const ALIGN_ITEMS = [
  'normal',
  'flex-start',
  'flex-end',
  'start',
  'end',
  'center',
  'baseline',
  'stretch',
] as const;
export const ALIGN_CONTENT = [
  'normal',
  'flex-start',
  'flex-end',
  'start',
  'end',
  'center',
  'space-between',
  'space-around',
  'space-evenly',
  'stretch',
  'baseline',
] as const;
export const ALIGN_SELF = [
  'auto',
  'flex-start',
  'flex-end',
  'start',
  'end',
  'center',
  'baseline',
  'stretch',
] as const;
export const GRID_AUTO_FLOW = ['row', 'column', 'dense', 'row dense', 'column dense'] as const;
export const GRID_TEMPLATE_KEYWORDS = [
  'none',
  'auto',
  'min-content',
  'max-content',
  'subgrid',
  'masonry',
] as const;
