import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { CSSProperties } from 'react';
import { readableTextOn } from '../model/contrast.js';
import { type NodeKind, nodeFill } from '../model/node-kinds.js';
import { type NodeShape, takesShape } from '../model/node-shape.js';
import { displayToggleClasses } from '../model/text-node-style.js';

/** What a node view's classes are made of (each canvas reads them its own way). */
export interface NodeLook {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  kind: NodeKind;
  selected: boolean;
  status: string;
  shape: NodeShape;
  diffMark?: string | null | undefined;
}

/**
 * A node view's class list and its fill (--gc-fill), shared by the xyflow node view and the GPU
 * canvas's DOM bodies, so both style a node the same way (graph-canvas.css).
 */
export function nodeClassName({
  node,
  definition,
  kind,
  selected,
  status,
  shape,
  diffMark,
}: NodeLook): string {
  const tone = readableTextOn(nodeFill(node, definition));
  return [
    'gc-node',
    `gc-node--${kind}`,
    `gc-tone-${tone}`,
    selected ? 'gc-selected' : '',
    node.flags.bypass ? 'gc-bypass' : '',
    node.flags.preview ? 'gc-preview' : '',
    `gc-state-${status}`,
    diffMark ? `gc-diff-${diffMark}` : '',
    ...displayToggleClasses(node),
    takesShape(node, definition) ? `gc-shape-${shape}` : '',
  ].join(' ');
}

/** The node's fill and box as the view's style. */
export function nodeStyle(
  node: GraphNode,
  definition: NodeDefinition | undefined,
  box: { width: number; height: number },
): CSSProperties {
  return { '--gc-fill': nodeFill(node, definition), width: box.width, height: box.height } as CSSProperties;
}
