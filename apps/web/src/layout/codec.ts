// The one bridge between the spec's layout JSON (binary containers, spec 1 §3) and react-mosaic's
// n-ary tree (split / tabs / leaf key). Everything else in the app speaks the spec's JSON.
import type { MosaicNode } from 'react-mosaic-component';
import {
  DEFAULT_SPLIT_PERCENTAGE,
  isSplit,
  type LayoutContainer,
  type LayoutJson,
  type SplitDirection,
} from './layout-json.js';

export type DockTree = MosaicNode<string> | null;

// 'horizontal' lays the two paths side by side (a row), 'vertical' stacks them (a column).
const toDirection = (split: SplitDirection | undefined) => (split === 'vertical' ? 'column' : 'row');
const toSplitDirection = (direction: 'row' | 'column'): SplitDirection =>
  direction === 'column' ? 'vertical' : 'horizontal';

/**
 * Spec JSON → mosaic tree. A leaf with one panel is a mosaic leaf, with several a tab group (its
 * currentPanelId the active tab); an empty leaf drops out and its split gives way to the other path.
 * `reversed` shows secondPath first; splitPercentage is the share of firstPath.
 */
export function toDockTree(container: LayoutContainer | null | undefined): DockTree {
  if (!container) return null;
  if (!isSplit(container)) {
    const ids = container.panelIds ?? [];
    if (ids.length === 0) return null;
    if (ids.length === 1) return ids[0] as string;
    const current = container.currentPanelId ? ids.indexOf(container.currentPanelId) : -1;
    return { type: 'tabs', tabs: [...ids], activeTabIndex: Math.max(0, current) };
  }
  const first = toDockTree(container.firstPath);
  const second = toDockTree(container.secondPath);
  if (first === null) return second;
  if (second === null) return first;
  const share = container.splitPercentage ?? DEFAULT_SPLIT_PERCENTAGE;
  const reversed = container.reversed === true;
  return {
    type: 'split',
    direction: toDirection(container.splitDirection),
    children: reversed ? [second, first] : [first, second],
    splitPercentages: reversed ? [100 - share, share] : [share, 100 - share],
  };
}

/**
 * Mosaic tree → spec containers. An n-ary split becomes nested binary splits (the first child against
 * the rest, shares renormalised); the result is never reversed. A null tree is one empty leaf.
 */
export function fromDockTree(tree: DockTree): LayoutContainer {
  if (tree === null) return { panelIds: [], currentPanelId: null };
  if (typeof tree === 'string' || typeof tree === 'number') {
    const id = String(tree);
    return { panelIds: [id], currentPanelId: id };
  }
  if (tree.type === 'tabs') {
    const ids = tree.tabs.map(String);
    return { panelIds: ids, currentPanelId: ids[tree.activeTabIndex] ?? ids[0] ?? null };
  }
  const children = tree.children;
  const shares = tree.splitPercentages ?? children.map(() => 100 / children.length);
  if (children.length === 0) return { panelIds: [], currentPanelId: null };
  if (children.length === 1) return fromDockTree(children[0] as MosaicNode<string>);
  const [head, ...rest] = children as MosaicNode<string>[];
  const [headShare = 0, ...restShares] = shares;
  const restTotal = restShares.reduce((sum, share) => sum + share, 0);
  const second: MosaicNode<string> =
    rest.length === 1
      ? (rest[0] as MosaicNode<string>)
      : {
          type: 'split',
          direction: tree.direction,
          children: rest,
          splitPercentages: restShares.map((share) =>
            restTotal > 0 ? (share / restTotal) * 100 : 100 / rest.length,
          ),
        };
  return {
    splitDirection: toSplitDirection(tree.direction),
    splitPercentage: headShare,
    reversed: false,
    firstPath: fromDockTree(head as MosaicNode<string>),
    secondPath: fromDockTree(second),
  };
}

/** The layout JSON for a mosaic tree, keeping the panel list and the focus (if still placed). */
export function layoutFromDockTree(tree: DockTree, previous: LayoutJson): LayoutJson {
  return { panels: previous.panels, containers: fromDockTree(tree), focusedPanelId: previous.focusedPanelId };
}
