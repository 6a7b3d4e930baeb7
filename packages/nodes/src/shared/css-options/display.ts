/** Values of display, position, overflow and visibility. */
export const DISPLAY = [
  'block',
  'inline',
  'inline-block',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'flow-root',
  'contents',
  'table',
  'table-row',
  'table-cell',
  'list-item',
  'none',
] as const;
export const POSITION = ['static', 'relative', 'absolute', 'fixed', 'sticky'] as const;
export const OVERFLOW = ['visible', 'hidden', 'clip', 'scroll', 'auto'] as const;
export const VISIBILITY = ['visible', 'hidden', 'collapse'] as const;
export const BOX_SIZING = ['content-box', 'border-box'] as const;
export const OBJECT_FIT = ['cover', 'contain', 'fill', 'none', 'scale-down'] as const;
