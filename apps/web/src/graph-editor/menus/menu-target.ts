import type { XY } from '../../editor/index.js';

/** What was right-clicked: a node (the menu acts on the selection it belongs to), a wire, or the empty canvas. */
export type MenuTarget =
  | { kind: 'node'; nodeId: string }
  | { kind: 'wire'; connectionId: string }
  | { kind: 'pane'; at: XY; flow: XY };

/** Swatches of the colour menu: the spec's default grey first, then a small palette of the product. */
export const NODE_COLORS: ReadonlyArray<{ name: string; value: string }> = [
  { name: 'Grey', value: '#808080' },
  { name: 'Red', value: '#e5484d' },
  { name: 'Orange', value: '#f76b15' },
  { name: 'Amber', value: '#ffc53d' },
  { name: 'Green', value: '#46a758' },
  { name: 'Teal', value: '#12a594' },
  { name: 'Blue', value: '#3e63dd' },
  { name: 'Purple', value: '#8e4ec6' },
  { name: 'Pink', value: '#d6409f' },
];
