// What a node looks like beyond its name, read from the data-* attributes both canvases give it
// (apps/web/src/graph-editor/nodes/node-marks.ts): data-status (its evaluation state: untouched,
// clean, dirty, error), data-diff (added or changed while a snapshot's changes are shown),
// data-shape (the shape drawn: plate or isometric), and data-title-bar, data-background,
// data-border ("true"/"false", the display toggles of sticky notes, trays and viewers). The GPU
// canvas sets them on the node element; the xyflow canvas on its node view inside the element
// (the element itself is xyflow's), so a spec reads them here and never by a renderer's classes.
import type { Locator } from '@playwright/test';
import { expect } from './test.js';

export type NodeMark = 'status' | 'diff' | 'shape' | 'title-bar' | 'background' | 'border';

/** The element carrying the marks of each node in `nodes`: the node element or the view inside it. */
export const nodeMarks = (nodes: Locator) =>
  nodes.locator('xpath=self::*[@data-status] | descendant::*[@data-status]');

/** The marks' elements of those of `nodes` whose `mark` is `value` (e.g. every node in error). */
export const nodesMarked = (nodes: Locator, mark: NodeMark, value: string) =>
  nodes.locator(`xpath=self::*[@data-${mark}="${value}"] | descendant::*[@data-${mark}="${value}"]`);

/** Resolves once `node` shows `mark` as `value` (or, with `not`, as anything else, or not at all). */
export async function expectNodeMark(
  node: Locator,
  mark: NodeMark,
  value: string,
  { not = false } = {},
): Promise<void> {
  const marks = nodeMarks(node).first();
  if (not) await expect(marks).not.toHaveAttribute(`data-${mark}`, value);
  else await expect(marks).toHaveAttribute(`data-${mark}`, value);
}
