/** Values of the text and font properties. */
export const TEXT_ALIGN = ['left', 'center', 'right', 'justify', 'start', 'end'] as const;
export const TEXT_TRANSFORM = ['none', 'capitalize', 'uppercase', 'lowercase', 'full-width'] as const;
export const TEXT_DECORATION_LINE = ['none', 'underline', 'overline', 'line-through'] as const;
export const TEXT_DECORATION_STYLE = ['solid', 'double', 'dotted', 'dashed', 'wavy'] as const;
export const TEXT_OVERFLOW = ['clip', 'ellipsis'] as const;
export const TEXT_WRAP = ['wrap', 'nowrap', 'balance', 'pretty', 'stable'] as const;
export const WHITE_SPACE = ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] as const;
export const WORD_BREAK = ['normal', 'break-all', 'keep-all', 'break-word'] as const;
export const FONT_STYLE = ['normal', 'italic', 'oblique'] as const;
/** Spec 2 §5: font weights 100 to 900. */
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const FONT_WEIGHT_MIN = 100;
export const FONT_WEIGHT_MAX = 900;
export const GENERIC_FONT_FAMILIES = [
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
] as const;
