import type { XY } from '../../../editor/index.js';
import type { SceneNode } from '../scene-model.js';

/** Where a node's name field goes, relative to the node's top-left (flow units). */
export interface NameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The field's height: one line of the name input (13px text, 3px padding, 1px border). */
const FIELD_HEIGHT = 24;
/** A viewer's title bar, where its name stands (graph-canvas.css .gc-viewer-header). */
const VIEWER_HEADER = 34;

/**
 * The row of a node where its name is drawn, where a double-click renames and the in-place field
 * goes: a plate's name line (the upper of its two centred lines), a viewer's title bar, a tray's
 * or sticky note's top, and a dot's label above it.
 */
export function nameBox(node: SceneNode): NameBox {
  const inset = 8;
  const width = Math.max(120, node.width - 2 * inset);
  switch (node.kind) {
    case 'dot':
      return { x: node.width / 2 - 80, y: -FIELD_HEIGHT - 4, width: 160, height: FIELD_HEIGHT };
    case 'viewer':
      return { x: inset, y: (VIEWER_HEADER - FIELD_HEIGHT) / 2, width, height: FIELD_HEIGHT };
    case 'tray':
    case 'stickyNote':
      return { x: inset, y: 4, width, height: FIELD_HEIGHT };
    default:
      // the name and definition lines (16 + 14 px) are centred together: the name is the upper
      return { x: inset, y: node.height / 2 - 15 - 4, width, height: FIELD_HEIGHT };
  }
}

/** Whether a flow point is on a node's name (a dot is all name). */
export function onName(node: SceneNode, flow: XY): boolean {
  if (node.kind === 'dot') return true;
  const box = nameBox(node);
  const x = flow.x - node.x;
  const y = flow.y - node.y;
  return x >= box.x && x <= box.x + Math.min(box.width, node.width) && y >= box.y && y <= box.y + box.height;
}
