import type { NodeDefinition } from '@nodeloom/engine';
import { TAB_MENU_SIZE, tabMenuCorner } from '../../actions/canvas-bridge.js';
import type { EditorApi, XY } from '../../editor/index.js';
import type { PickerRequest } from '../canvas/canvas-ui.js';
import { nodeBox } from '../model/node-kinds.js';
import { SNAP_GRID } from '../model/snap.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The space left between a node and the one placed beside it: two snap steps. */
export const BESIDE_GAP = 2 * SNAP_GRID;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where a new node of `size` goes beside `anchor`: right of it with a gap, top-aligned, on the snap
 * grid (rounded away from the anchor, so it never overlaps it); while that spot overlaps another
 * node it moves down below that node.
 */
export function besidePosition(
  anchor: Box,
  size: { width: number; height: number },
  others: readonly Box[],
): XY {
  const x = Math.ceil((anchor.x + anchor.width + BESIDE_GAP) / SNAP_GRID) * SNAP_GRID;
  let y = Math.round(anchor.y / SNAP_GRID) * SNAP_GRID;
  for (let tries = 0; tries <= others.length; tries++) {
    const spot = { x, y, ...size };
    const hit = others.find((o) => overlaps(spot, o));
    if (!hit) break;
    y = Math.ceil((hit.y + hit.height + SNAP_GRID) / SNAP_GRID) * SNAP_GRID;
  }
  return { x, y };
}

/** A node's drawn box on its level. */
function boxOf(editor: EditorApi, id: string): Box | undefined {
  const node = editor.nodes.get(id);
  if (!node) return undefined;
  return { ...node.position, ...nodeBox(node, editor.nodes.definitionOf(id)) };
}

/** Where a new node of this definition goes beside the node (none when the node is gone). */
export function placeBeside(editor: EditorApi, nodeId: string, definition: NodeDefinition): XY | undefined {
  const anchor = boxOf(editor, nodeId);
  if (!anchor) return undefined;
  const others = editor.view
    .levelNodeIds()
    .filter((id) => id !== nodeId)
    .flatMap((id) => boxOf(editor, id) ?? []);
  return besidePosition(anchor, nodeBox({ size: { width: 0, height: 0 } }, definition), others);
}

/** The tab menu beside a node: its request, and how far the view must first move left to show it. */
export interface BesideMenu {
  request: PickerRequest;
  /** screen pixels the view pans left so the node and the menu at its right both fit (0: none) */
  panLeft: number;
}

/**
 * The tab menu beside a node of the current level: the menu's corner 12px right of the node on
 * screen, or at its left when only the left has room; when neither side has, the view pans left
 * (keeping the node's left edge inside) so the menu fits at its right. The new node's place is
 * computed once one is chosen.
 */
export function besideNodeMenu(
  editor: EditorApi,
  nodeId: string,
  canvas: { left: number; top: number; width: number; height: number },
  toClient: (flow: XY) => XY,
  from?: PickerRequest['from'],
): BesideMenu | undefined {
  const anchor = boxOf(editor, nodeId);
  if (!anchor || !editor.view.levelNodeIds().includes(nodeId)) return undefined;
  const gap = 12;
  const left = toClient(anchor).x - canvas.left;
  const right = toClient({ x: anchor.x + anchor.width, y: anchor.y }).x - canvas.left;
  const top = toClient(anchor).y - canvas.top;
  const overflow = right + gap + TAB_MENU_SIZE.width - (canvas.width - 8);
  const fitsLeft = left - gap - TAB_MENU_SIZE.width >= 8;
  const panLeft = overflow > 0 && !fitsLeft ? Math.max(0, Math.min(overflow, left - 8)) : 0;
  const x = overflow > 0 && fitsLeft ? left - gap - TAB_MENU_SIZE.width : right - panLeft + gap;
  return {
    request: {
      at: tabMenuCorner(canvas, { x, y: top }),
      flow: { x: anchor.x + anchor.width + BESIDE_GAP, y: anchor.y },
      beside: nodeId,
      ...(from ? { from } : {}),
    },
    panLeft,
  };
}
