/** The CSS named colours users type most (the engine takes no colour dependency; the web app has culori). */
const NAMED_COLORS: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  lime: '#00ff00',
  blue: '#0000ff',
  yellow: '#ffff00',
  cyan: '#00ffff',
  aqua: '#00ffff',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  olive: '#808000',
  navy: '#000080',
  purple: '#800080',
  teal: '#008080',
  orange: '#ffa500',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gold: '#ffd700',
  indigo: '#4b0082',
  violet: '#ee82ee',
  coral: '#ff7f50',
  salmon: '#fa8072',
  tomato: '#ff6347',
  crimson: '#dc143c',
  khaki: '#f0e68c',
  beige: '#f5f5dc',
  turquoise: '#40e0d0',
  skyblue: '#87ceeb',
  lightblue: '#add8e6',
  darkblue: '#00008b',
  lightgreen: '#90ee90',
  darkgreen: '#006400',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A hex colour as given, or a named colour as hex; undefined when it is neither. */
export function parseColor(input: string): string | undefined {
  if (HEX.test(input)) return input.toLowerCase();
  return NAMED_COLORS[input.toLowerCase()];
}
