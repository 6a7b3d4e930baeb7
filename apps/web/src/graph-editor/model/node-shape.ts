import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { isResizable, type NodeBox, nodeBox, nodeKindOf } from './node-kinds.js';

/** The nodeShape preference's values (spec 1 §3, default plate). */
export const NODE_SHAPES = ['plate', 'isometric'] as const;
export type NodeShape = (typeof NODE_SHAPES)[number];

/** Spec 2 §9: node sizes default 160x50, isometric 120 wide. */
export const ISOMETRIC_NODE_WIDTH = 120;

/** The shape a preference value draws; an unknown value draws the default plate. */
export function nodeShapeOf(preference: string): NodeShape {
  return (NODE_SHAPES as readonly string[]).includes(preference) ? (preference as NodeShape) : 'plate';
}

type ShapedNode = Pick<GraphNode, 'size' | 'definitionName' | 'isGhost'>;

/** Whether a node takes the shape preference: plain nodes do; notes, trays, dots and viewers keep their look. */
export function takesShape(node: ShapedNode, definition: NodeDefinition | undefined): boolean {
  const kind = nodeKindOf(node);
  return (kind === 'plate' || kind === 'context' || kind === 'ghost') && !isResizable(definition);
}

/** The node's box as drawn with the user's shape: an isometric node is 120 wide. */
export function shapedBox(
  node: ShapedNode,
  definition: NodeDefinition | undefined,
  shape: NodeShape,
): NodeBox {
  const box = nodeBox(node, definition);
  return shape === 'isometric' && takesShape(node, definition)
    ? { ...box, width: ISOMETRIC_NODE_WIDTH }
    : box;
}
