import { PLAIN_BELOW_ZOOM } from '../../canvas/canvas-ui.js';
import type { Rect } from '../../canvas/overview-geometry.js';
import type { SceneNode } from '../scene-model.js';
import { overlaps } from '../spatial-index.js';

/**
 * At most this many nodes get a DOM body at once (the nearest the view's centre): a body may hold
 * an iframe, a plugin's page or CodeMirror, each costly to mount and to composite, and the graph
 * editor keeps under 300 DOM elements at any size (issue 34). A dozen covers what a screen shows
 * at a readable zoom.
 */
export const DOM_BODY_CAP = 12;

/**
 * Below this zoom no node gets a DOM body: its text is too small to read or work in, and the GPU
 * draws the frame alone (the xyflow canvas's plain detail starts at the same zoom, PLAIN_BELOW_ZOOM).
 */
export const DOM_BODY_MIN_ZOOM = PLAIN_BELOW_ZOOM;

/** Whether a node's body needs the DOM: a viewer shows its value (text, a frame, a diff, CodeMirror). */
export function needsDomBody(node: SceneNode): boolean {
  return node.kind === 'viewer';
}

/**
 * The nodes that get a DOM body: of `candidates`, those that need one and are in view, nearest the
 * view's centre first, at most `cap`; none below DOM_BODY_MIN_ZOOM.
 */
export function domBodyIds(
  candidates: readonly SceneNode[],
  visible: Rect,
  zoom: number,
  cap = DOM_BODY_CAP,
): string[] {
  if (zoom < DOM_BODY_MIN_ZOOM) return [];
  const cx = visible.x + visible.width / 2;
  const cy = visible.y + visible.height / 2;
  const distance = (n: SceneNode) => (n.x + n.width / 2 - cx) ** 2 + (n.y + n.height / 2 - cy) ** 2;
  return candidates
    .filter((n) => needsDomBody(n) && overlaps(n, visible))
    .map((node) => ({ id: node.id, d: distance(node) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, cap)
    .map((entry) => entry.id);
}
