// Where react-mosaic puts each tile and split bar of a tree, computed as it does (same arithmetic,
// same keys, same order), without its code: the static dock of the first frames draws from this.
import type { DockTree } from '../../layout/codec.js';

/** Insets in percent of the mosaic root, as react-mosaic's tiles are positioned. */
export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export type TilePlace =
  | { kind: 'window'; key: string; box: Box; panelId: string; path: number[] }
  | { kind: 'tabs'; key: string; box: Box; tabs: string[]; active: number; path: number[] };

export interface SplitPlace {
  key: string;
  direction: 'row' | 'column';
  /** the split's own box, with its bar's edge (left for a row, top for a column) at `at` percent */
  box: Box;
  at: number;
}

type Direction = 'row' | 'column';

function splitBox(box: Box, percentages: number[], direction: Direction): Box[] {
  let offset = 0;
  return percentages.map((percentage) => {
    const next = { ...box };
    if (direction === 'row') {
      const width = 100 - box.left - box.right;
      next.left = box.left + (width * offset) / 100;
      next.right = box.right + (width * (100 - (offset + percentage))) / 100;
    } else {
      const height = 100 - box.top - box.bottom;
      next.top = box.top + (height * offset) / 100;
      next.bottom = box.bottom + (height * (100 - (offset + percentage))) / 100;
    }
    offset += percentage;
    return next;
  });
}

function barAt(box: Box, relative: number, direction: Direction): number {
  return direction === 'column'
    ? ((100 - box.top - box.bottom) * relative) / 100 + box.top
    : ((100 - box.right - box.left) * relative) / 100 + box.left;
}

function collect(
  node: NonNullable<DockTree>,
  box: Box,
  path: number[],
  tiles: TilePlace[],
  splits: SplitPlace[],
) {
  if (typeof node === 'string' || typeof node === 'number') {
    const panelId = String(node);
    tiles.push({ kind: 'window', key: `leaf:${panelId}`, box, panelId, path });
    return;
  }
  if (node.type === 'tabs') {
    const tabs = node.tabs.map(String);
    tiles.push({
      kind: 'tabs',
      key: `tabs:${[...tabs].sort()[0]}`,
      box,
      tabs,
      active: node.activeTabIndex,
      path,
    });
    return;
  }
  const { children, direction } = node;
  const percentages = node.splitPercentages ?? children.map(() => 100 / children.length);
  const boxes = splitBox(box, percentages, direction);
  let relative = 0;
  children.forEach((child, index) => {
    collect(child, boxes[index] as Box, path.concat(index), tiles, splits);
    relative += percentages[index] ?? 0;
    if (index < children.length - 1)
      splits.push({
        key: `split-${path.join('-')}-${index}`,
        direction,
        box,
        at: barAt(box, relative, direction),
      });
  });
}

/** The tiles (sorted by key, as react-mosaic draws them) and split bars of a tree. */
export function tileBoxes(tree: DockTree): { tiles: TilePlace[]; splits: SplitPlace[] } {
  const tiles: TilePlace[] = [];
  const splits: SplitPlace[] = [];
  if (tree !== null) collect(tree, { top: 0, right: 0, bottom: 0, left: 0 }, [], tiles, splits);
  tiles.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { tiles, splits };
}

/** A box as react-mosaic writes it into a style. */
export function boxStyle({ top, right, bottom, left }: Box) {
  return { top: `${top}%`, right: `${right}%`, bottom: `${bottom}%`, left: `${left}%` };
}
