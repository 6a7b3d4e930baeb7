/** Values of the flexbox and grid properties. */
export const FLEX_DIRECTION = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
export const FLEX_WRAP = ['nowrap', 'wrap', 'wrap-reverse'] as const;
// The CSS Box Alignment keywords the properties below share.
const POSITIONS = ['flex-start', 'flex-end', 'start', 'end', 'center'] as const;
const DISTRIBUTIONS = ['space-between', 'space-around', 'space-evenly'] as const;

export const JUSTIFY_CONTENT = ['normal', ...POSITIONS, ...DISTRIBUTIONS, 'stretch'] as const;
export const JUSTIFY_ITEMS = ['normal', 'start', 'end', 'center', 'stretch', 'baseline'] as const;
export const ALIGN_ITEMS = ['normal', ...POSITIONS, 'baseline', 'stretch'] as const;
export const ALIGN_CONTENT = ['normal', ...POSITIONS, ...DISTRIBUTIONS, 'stretch', 'baseline'] as const;
export const ALIGN_SELF = ['auto', ...POSITIONS, 'baseline', 'stretch'] as const;
export const GRID_AUTO_FLOW = ['row', 'column', 'dense', 'row dense', 'column dense'] as const;
export const GRID_TEMPLATE_KEYWORDS = [
  'none',
  'auto',
  'min-content',
  'max-content',
  'subgrid',
  'masonry',
] as const;
