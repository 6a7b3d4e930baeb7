import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { CONTEXT_DEFINITIONS, DEFAULT_NODE_SIZE, GHOST_COLOR, MIN_NODE_SIZE } from '@nodeloom/engine';

/** How a node is drawn; each kind has its own view (spec 2 §3 special node types, §9 sizes). */
export type NodeKind = 'plate' | 'context' | 'ghost' | 'stickyNote' | 'tray' | 'dot' | 'viewer';

/** Paint order by kind, as the DOM canvas stacks them: trays under sticky notes under the rest. */
export const PAINT_LAYER: Record<NodeKind, number> = {
  tray: 0,
  stickyNote: 1,
  viewer: 2,
  plate: 2,
  dot: 2,
  context: 2,
  ghost: 2,
};

/** The viewer kinds draw a body that shows a value (node catalogue: utility/viewer). */
const VIEWER_DEFINITIONS: ReadonlySet<string> = new Set([
  'previewer',
  'inspector',
  'diffViewer',
  'iframe',
  'plugin',
  'stickyImage',
  'warningDisplay',
]);

export function nodeKindOf(node: Pick<GraphNode, 'definitionName' | 'isGhost'>): NodeKind {
  if (node.isGhost) return 'ghost';
  if (CONTEXT_DEFINITIONS.has(node.definitionName)) return 'context';
  switch (node.definitionName) {
    case 'stickyNote':
      return 'stickyNote';
    case 'trayNode':
      return 'tray';
    case 'dot':
      return 'dot';
  }
  return VIEWER_DEFINITIONS.has(node.definitionName) ? 'viewer' : 'plate';
}

export interface NodeBox {
  width: number;
  height: number;
}

const positive = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * The node's drawn size: its stored size (resizable kinds keep theirs), else its definition's
 * default, else the spec's 160x50 plate. Ghosts and definitions without resize keep the default.
 */
export function nodeBox(node: Pick<GraphNode, 'size'>, definition: NodeDefinition | undefined): NodeBox {
  const preset = definition?.editorConfig.size ?? DEFAULT_NODE_SIZE;
  const width = positive(node.size?.width) ? node.size.width : preset.width;
  const height = positive(node.size?.height) ? node.size.height : preset.height;
  return { width, height };
}

export function isResizable(definition: NodeDefinition | undefined): boolean {
  return definition?.editorConfig.resizable === true;
}

/** The resize minimum: the kind's own (tray 30, previewer 100x60) or the spec's 10. */
export function minSizeOf(definition: NodeDefinition | undefined): NodeBox {
  const own = definition?.editorConfig.minSize;
  return {
    width: Math.max(MIN_NODE_SIZE, own?.width ?? MIN_NODE_SIZE),
    height: Math.max(MIN_NODE_SIZE, own?.height ?? MIN_NODE_SIZE),
  };
}

/** The colour a node is painted in: the ghost colour wins (spec 2 §8), then the node's, then the definition's. */
export function nodeFill(
  node: Pick<GraphNode, 'color' | 'isGhost'>,
  definition: NodeDefinition | undefined,
): string {
  if (node.isGhost) return GHOST_COLOR;
  return node.color || definition?.editorConfig.style.backgroundColor || '#808080';
}
