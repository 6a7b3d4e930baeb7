import type { ConnectionWithId } from '@nodeloom/engine';
import type { CanvasNode } from '../canvas/flow-nodes.js';
import { readableTextOn } from '../model/contrast.js';
import { type NodeKind, PAINT_LAYER } from '../model/node-kinds.js';
import { type GridItem, NodeGrid } from './node-grid.js';

/** One node as the overview paints it: a rectangle in flow coordinates, in its fill. */
export interface DrawItem extends GridItem {
  kind: NodeKind;
  name: string;
  fill: string;
  /** the text colour that reads on the fill, as the DOM view's tone class picks it */
  text: string;
  selected: boolean;
}

/** What the overview needs of a node beyond its flow rectangle. */
export interface NodeLook {
  name: string;
  fill: string;
}

const TEXT_ON = { dark: '#14151a', light: '#fff' } as const;

/** One wire as a straight line from the source socket to the target socket (flow coordinates). */
export interface DrawWire {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface DrawList {
  /** in paint order: trays, then sticky notes, then the rest (as the DOM stacks them) */
  items: DrawItem[];
  wires: DrawWire[];
  grid: NodeGrid<DrawItem>;
}

/** Every node's rectangle in flow coordinates, in level order (for framing and the mode's estimate). */
export function rectsOf(nodes: readonly CanvasNode[]): GridItem[] {
  return nodes.map((n) => ({
    id: n.id,
    x: n.position.x,
    y: n.position.y,
    width: n.width ?? 0,
    height: n.height ?? 0,
  }));
}

/**
 * What the overview draws, derived from the same xyflow nodes the DOM views get (so positions,
 * sizes and socket places are the spec's, computed once) and the level's wires. Pure: built once
 * per change of the node list or wires, never per frame.
 */
export function drawListOf(
  nodes: readonly CanvasNode[],
  connections: readonly ConnectionWithId[],
  lookOf: (id: string) => NodeLook,
): DrawList {
  const items: DrawItem[] = nodes.map((n) => {
    const look = lookOf(n.id);
    return {
      id: n.id,
      x: n.position.x,
      y: n.position.y,
      width: n.width ?? 0,
      height: n.height ?? 0,
      kind: n.data.kind,
      name: look.name,
      fill: look.fill,
      text: TEXT_ON[readableTextOn(look.fill)],
      selected: n.selected === true,
    };
  });
  // stable sort: within a layer, creation order (later on top), as in the DOM
  items.sort((a, b) => PAINT_LAYER[a.kind] - PAINT_LAYER[b.kind]);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const wires: DrawWire[] = [];
  for (const c of connections) {
    const source = byId.get(c.sourceNode);
    const target = byId.get(c.targetNode);
    if (!source || !target) continue;
    const from = socketPoint(source, c.sourceOutputIdentifier, 'source');
    const to = socketPoint(target, c.targetInputIdentifier, 'target');
    wires.push({ x1: from.x, y1: from.y, x2: to.x, y2: to.y });
  }
  return { items, wires, grid: new NodeGrid(items) };
}

/** The centre of a node's socket; the middle of its bottom (output) or top (input) edge without one. */
function socketPoint(
  node: CanvasNode,
  identifier: string,
  type: 'source' | 'target',
): { x: number; y: number } {
  const handle = node.handles?.find((h) => h.id === identifier && h.type === type);
  if (handle)
    return {
      x: node.position.x + handle.x + (handle.width ?? 0) / 2,
      y: node.position.y + handle.y + (handle.height ?? 0) / 2,
    };
  return {
    x: node.position.x + (node.width ?? 0) / 2,
    y: node.position.y + (type === 'source' ? (node.height ?? 0) : 0),
  };
}
