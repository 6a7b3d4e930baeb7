import type { GraphNode } from '@nodeloom/engine';
import type { DiffMark } from '../../base/graph-diff.js';
import type { NodeKind } from '../model/node-kinds.js';
import type { NodeShape } from '../model/node-shape.js';

/**
 * What a node looks like beyond its name, as both canvases say it in data-* attributes: its
 * evaluation state (the status dot), its diff mark (a snapshot's "Show on canvas"), the shape drawn
 * and the display toggles of the kinds that have them. The xyflow canvas sets them on its node view,
 * the GPU canvas on the node's accessible element, so specs and tools read one thing on either.
 */
export interface NodeMarks {
  status: string;
  diff: DiffMark | null | undefined;
  /** the shape drawn (the preference for kinds that take it, else plate) */
  shape: NodeShape;
  /** sticky notes, trays and viewers only: their title bar; null for other kinds */
  titleBar: boolean | null;
  background: boolean;
  border: boolean;
}

/** Whether a node draws its title bar: a viewer unless turned off, a sticky note or tray when on (spec 2 §3). */
export function showsTitleBar(node: Pick<GraphNode, 'params'>, kind: NodeKind): boolean {
  const param = node.params.showTitleBar?.value;
  return kind === 'viewer' ? param !== false : param === true;
}

/** Whether a node's kind has a title bar to switch (sticky notes, trays and viewers). */
export function hasTitleBar(kind: NodeKind): boolean {
  return kind === 'viewer' || kind === 'tray' || kind === 'stickyNote';
}

/** The marks as the node element's attributes (data-diff only while marked). */
export function nodeMarkAttributes(marks: NodeMarks): Record<`data-${string}`, string | undefined> {
  return {
    'data-status': marks.status,
    'data-diff': marks.diff ?? undefined,
    'data-shape': marks.shape,
    'data-title-bar': marks.titleBar === null ? undefined : String(marks.titleBar),
    'data-background': String(marks.background),
    'data-border': String(marks.border),
  };
}
