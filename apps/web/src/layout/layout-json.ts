// The spec's layout JSON (spec 1 §3 User layout) and the constants of §9 that shape it.
import type { LayoutContainer, LayoutJson } from '@nodeloom/api';
import type { PanelType } from './panel-types.js';

export type { LayoutContainer, LayoutJson };
export type LayoutPanel = LayoutJson['panels'][number];
export type SplitDirection = NonNullable<LayoutContainer['splitDirection']>;

/** §9: default split 50 %. */
export const DEFAULT_SPLIT_PERCENTAGE = 50;
/** §9: default layout panel id length 6. */
export const PANEL_ID_LENGTH = 6;

/** §8's texts, raised where a layout change names a container it cannot apply to. */
export const CANNOT_SPLIT_NON_LEAF = 'Cannot split a non-leaf node';
export const CANNOT_ATTACH_PANEL = 'Cannot attach panel to this container...';

/** A container path: which child to take at each split, from the root ([] is the root). */
export type ContainerPath = readonly ('first' | 'second')[];

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh panel id of §9's length, not one of `taken`. */
export function newPanelId(taken: Iterable<string> = []): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(PANEL_ID_LENGTH));
    const id = Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
    if (!used.has(id)) return id;
  }
}

/** A split holds both paths; anything else is a leaf holding panel ids (possibly none). */
export function isSplit(container: LayoutContainer): boolean {
  return Boolean(container.firstPath && container.secondPath);
}

export function containerAt(root: LayoutContainer, path: ContainerPath): LayoutContainer | undefined {
  let node: LayoutContainer | null | undefined = root;
  for (const step of path) {
    node = step === 'first' ? node?.firstPath : node?.secondPath;
    if (!node) return undefined;
  }
  return node ?? undefined;
}

/** Ids of the panels placed in containers, in reading order. */
export function placedPanelIds(container: LayoutContainer | null | undefined): string[] {
  if (!container) return [];
  if (isSplit(container))
    return [...placedPanelIds(container.firstPath), ...placedPanelIds(container.secondPath)];
  return [...(container.panelIds ?? [])];
}

/** The path of the leaf container holding `panelId`, or undefined when it is not placed. */
export function pathOfPanel(
  root: LayoutContainer,
  panelId: string,
  at: ContainerPath = [],
): ContainerPath | undefined {
  if (!isSplit(root)) return root.panelIds?.includes(panelId) ? at : undefined;
  return (
    pathOfPanel(root.firstPath as LayoutContainer, panelId, [...at, 'first']) ??
    pathOfPanel(root.secondPath as LayoutContainer, panelId, [...at, 'second'])
  );
}

export function panelOf(json: LayoutJson, panelId: string): LayoutPanel | undefined {
  return json.panels.find((panel) => panel.id === panelId);
}

export function makePanel(type: PanelType, title: string, taken: Iterable<string>): LayoutPanel {
  return { id: newPanelId(taken), type, title };
}
