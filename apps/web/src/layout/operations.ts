// Layout changes on the spec's JSON (spec 1 §4 layout reorder moves, §8 errors). Pure: each returns a
// new layout or throws with the spec's text when the container it names cannot take the change.

import {
  CANNOT_ATTACH_PANEL,
  CANNOT_SPLIT_NON_LEAF,
  type ContainerPath,
  containerAt,
  DEFAULT_SPLIT_PERCENTAGE,
  isSplit,
  type LayoutContainer,
  type LayoutJson,
  type LayoutPanel,
  pathOfPanel,
  placedPanelIds,
  type SplitDirection,
} from './layout-json.js';
import type { PanelType } from './panel-types.js';

/** §4: where a panel goes among the tabs of its container. */
export type ReorderMove = { kind: 'left' | 'right' | 'first' | 'last' } | { kind: 'exact'; index: number };
export const REORDER_MOVES = ['left', 'right', 'first', 'last'] as const;

/** Where a split puts the new panel: after (right or below) or before (left or above) the old one. */
export type SplitSide = 'before' | 'after';

function replaceAt(root: LayoutContainer, path: ContainerPath, next: LayoutContainer): LayoutContainer {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  const key = step === 'first' ? 'firstPath' : 'secondPath';
  const child = root[key];
  if (!child) throw new Error(`No container at ${path.join('/')}`);
  return { ...root, [key]: replaceAt(child, rest, next) };
}

function leafAt(root: LayoutContainer, path: ContainerPath, error: string): LayoutContainer {
  const container = containerAt(root, path);
  if (!container) throw new Error(`No container at '${path.join('/') || 'root'}'`);
  if (isSplit(container)) throw new Error(error);
  return container;
}

const leaf = (panelIds: string[], currentPanelId: string | null): LayoutContainer => ({
  panelIds,
  currentPanelId,
});

/** Splits the leaf container at `path` in two, the new panel alone in the new half (default 50 %). */
export function splitContainer(
  json: LayoutJson,
  path: ContainerPath,
  panel: LayoutPanel,
  direction: SplitDirection,
  side: SplitSide = 'after',
): LayoutJson {
  const old = leafAt(json.containers, path, CANNOT_SPLIT_NON_LEAF);
  const added = leaf([panel.id], panel.id);
  const split: LayoutContainer = {
    splitDirection: direction,
    splitPercentage: DEFAULT_SPLIT_PERCENTAGE,
    reversed: false,
    firstPath: side === 'after' ? old : added,
    secondPath: side === 'after' ? added : old,
  };
  return {
    panels: withPanel(json.panels, panel),
    containers: replaceAt(json.containers, path, split),
    focusedPanelId: panel.id,
  };
}

/** Adds the panel as the current tab of the leaf container at `path`. */
export function attachPanel(json: LayoutJson, path: ContainerPath, panel: LayoutPanel): LayoutJson {
  const target = leafAt(json.containers, path, CANNOT_ATTACH_PANEL);
  const ids = [...(target.panelIds ?? []).filter((id) => id !== panel.id), panel.id];
  return {
    panels: withPanel(json.panels, panel),
    containers: replaceAt(json.containers, path, { ...target, ...leaf(ids, panel.id) }),
    focusedPanelId: panel.id,
  };
}

function withPanel(panels: readonly LayoutPanel[], panel: LayoutPanel): LayoutPanel[] {
  return panels.some((p) => p.id === panel.id) ? [...panels] : [...panels, panel];
}

/** Moves a panel into the container of `anchorId`, as its current tab (a drop on another panel). */
export function movePanelNextTo(json: LayoutJson, panelId: string, anchorId: string): LayoutJson {
  const panel = json.panels.find((p) => p.id === panelId);
  if (!panel) throw new Error(`No panel with id ${panelId}`);
  if (panelId === anchorId) return json;
  const without = closePanel(json, panelId);
  const path = pathOfPanel(without.containers, anchorId);
  if (!path) throw new Error(`Panel ${anchorId} is not in the layout`);
  return attachPanel(without, path, panel);
}

/**
 * Takes a panel out of a tab group into a new split beside the group (default 50 %). A panel alone
 * in its container has nothing to split from.
 */
export function splitOut(
  json: LayoutJson,
  panelId: string,
  direction: SplitDirection,
  side: SplitSide,
): LayoutJson {
  const panel = json.panels.find((p) => p.id === panelId);
  const path = pathOfPanel(json.containers, panelId);
  if (!panel || !path) throw new Error(`Panel ${panelId} is not in the layout`);
  const container = containerAt(json.containers, path) as LayoutContainer;
  if ((container.panelIds ?? []).length < 2)
    throw new Error(`Panel ${panelId} is alone in its container: there is nothing to split it from`);
  return splitContainer(closePanel(json, panelId), path, panel, direction, side);
}

/** §4 layout reorder moves: a panel among the tabs of its own container. */
export function reorderPanel(json: LayoutJson, panelId: string, move: ReorderMove): LayoutJson {
  const path = pathOfPanel(json.containers, panelId);
  if (!path) throw new Error(`Panel ${panelId} is not in the layout`);
  const container = containerAt(json.containers, path) as LayoutContainer;
  const ids = (container.panelIds ?? []).filter((id) => id !== panelId);
  const from = (container.panelIds ?? []).indexOf(panelId);
  const wanted = targetIndex(move, from, ids.length);
  if (!Number.isInteger(wanted)) throw new Error(`Move index must be a whole number, got ${wanted}`);
  const index = Math.min(ids.length, Math.max(0, wanted));
  ids.splice(index, 0, panelId);
  return { ...json, containers: replaceAt(json.containers, path, { ...container, panelIds: ids }) };
}

function targetIndex(move: ReorderMove, from: number, others: number): number {
  switch (move.kind) {
    case 'left':
      return from - 1;
    case 'right':
      return from + 1;
    case 'first':
      return 0;
    case 'last':
      return others;
    case 'exact':
      return move.index;
  }
}

/**
 * Takes the panel out of its container (it stays in `panels`, so reopening brings it back). A leaf
 * left empty gives its place to its sibling; the focus moves to the container's next current panel.
 */
export function closePanel(json: LayoutJson, panelId: string): LayoutJson {
  const remove = (c: LayoutContainer): LayoutContainer | null => {
    if (isSplit(c)) {
      const first = remove(c.firstPath as LayoutContainer);
      const second = remove(c.secondPath as LayoutContainer);
      if (!first) return second;
      if (!second) return first;
      return { ...c, firstPath: first, secondPath: second };
    }
    const ids = c.panelIds ?? [];
    if (!ids.includes(panelId)) return c;
    const left = ids.filter((id) => id !== panelId);
    if (left.length === 0) return null;
    const at = Math.min(ids.indexOf(panelId), left.length - 1);
    const current = c.currentPanelId === panelId ? (left[at] as string) : (c.currentPanelId ?? null);
    return { ...c, panelIds: left, currentPanelId: current };
  };
  const containers = remove(json.containers) ?? leaf([], null);
  const placed = placedPanelIds(containers);
  const focusedPanelId =
    json.focusedPanelId && placed.includes(json.focusedPanelId) ? json.focusedPanelId : (placed[0] ?? null);
  return { ...json, containers, focusedPanelId };
}

/**
 * Reopens a panel of this type: one closed earlier comes back, else a new one. It joins the focused
 * panel's container as its current tab (the root's first leaf without focus; the whole layout if empty).
 */
export function openPanel(json: LayoutJson, type: PanelType, create: () => LayoutPanel): LayoutJson {
  const placed = new Set(placedPanelIds(json.containers));
  const panel = json.panels.find((p) => p.type === type && !placed.has(p.id)) ?? create();
  const focusPath = json.focusedPanelId ? pathOfPanel(json.containers, json.focusedPanelId) : undefined;
  return attachPanel(json, focusPath ?? firstLeafPath(json.containers), panel);
}

function firstLeafPath(root: LayoutContainer): ContainerPath {
  const path: ('first' | 'second')[] = [];
  let node = root;
  while (isSplit(node)) {
    path.push('first');
    node = node.firstPath as LayoutContainer;
  }
  return path;
}

/** Makes the panel current in its container and the focused one of the layout. */
export function focusPanel(json: LayoutJson, panelId: string): LayoutJson {
  const path = pathOfPanel(json.containers, panelId);
  if (!path) return json;
  const container = containerAt(json.containers, path) as LayoutContainer;
  if (json.focusedPanelId === panelId && container.currentPanelId === panelId) return json;
  return {
    ...json,
    containers: replaceAt(json.containers, path, { ...container, currentPanelId: panelId }),
    focusedPanelId: panelId,
  };
}

/** Sets the share of the first path of the split at `path` (0–100). */
export function resizeSplit(json: LayoutJson, path: ContainerPath, percentage: number): LayoutJson {
  const split = containerAt(json.containers, path);
  if (!split || !isSplit(split)) throw new Error(`No split at '${path.join('/') || 'root'}'`);
  if (!(percentage >= 0 && percentage <= 100))
    throw new Error(`Split percentage must be 0 to 100, got ${percentage}`);
  return { ...json, containers: replaceAt(json.containers, path, { ...split, splitPercentage: percentage }) };
}

export function isPlaced(json: LayoutJson, panelId: string): boolean {
  return placedPanelIds(json.containers).includes(panelId);
}
