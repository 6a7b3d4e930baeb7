import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { type Node as FlowNode, type NodeHandle, Position } from '@xyflow/react';
import type { EditorApi } from '../../editor/index.js';
import { nodeDescriptionId } from '../a11y/describe-node.js';
import { nodeAccessibleName } from '../a11y/node-description.js';
import { type NodeKind, nodeKindOf } from '../model/node-kinds.js';
import { type NodeShape, nodeShapeOf, shapedBox } from '../model/node-shape.js';
import { socketLayout } from '../model/socket-layout.js';

/** What a node view gets from xyflow besides its id: the kind picks the view; the rest it reads from the editor. */
export type NodeViewData = { kind: NodeKind; definitionName: string };
export type CanvasNode = FlowNode<NodeViewData, NodeKind>;

interface Entry {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  selected: boolean;
  flow: CanvasNode;
}

/**
 * Derives xyflow's controlled `nodes` array from the editor. An unchanged node keeps the very
 * same object (xyflow then skips it and its memoised view does not re-render), and when nothing
 * changed the previous array itself comes back, so this is a valid useSyncExternalStore snapshot.
 * Sizes, `measured` and `handles` come from the spec, so xyflow never measures before culling.
 */
export class FlowNodesDerivation {
  #entries = new Map<string, Entry>();
  #ids: readonly string[] | undefined;
  #selection: ReadonlySet<string> | undefined;
  #result: CanvasNode[] = [];
  #shape: NodeShape = 'plate';

  derive(editor: EditorApi): CanvasNode[] {
    const ids = editor.view.levelNodeIds();
    const selection = editor.selection.ids();
    // a new node shape (spec 1 §3 nodeShape) redraws every node at its shaped size
    const shape = nodeShapeOf(editor.view.canvasPreferences().nodeShape);
    if (shape !== this.#shape) {
      this.#shape = shape;
      this.#entries.clear();
    }
    let changed = ids !== this.#ids || selection !== this.#selection || ids.length !== this.#result.length;
    for (const id of ids) {
      const node = editor.nodes.get(id);
      if (!node) continue;
      const selected = selection.has(id);
      const entry = this.#entries.get(id);
      if (entry && entry.node === node && entry.selected === selected) continue;
      const definition = editor.nodes.definitionOf(id);
      this.#entries.set(id, {
        node,
        definition,
        selected,
        flow: toFlowNode(node, definition, selected, shape),
      });
      changed = true;
    }
    if (!changed) return this.#result;
    const next: CanvasNode[] = [];
    const live = new Set<string>();
    for (const id of ids) {
      const entry = this.#entries.get(id);
      if (!entry) continue;
      live.add(id);
      next.push(entry.flow);
    }
    for (const id of this.#entries.keys()) if (!live.has(id)) this.#entries.delete(id);
    this.#ids = ids;
    this.#selection = selection;
    this.#result = next;
    return next;
  }
}

/** Trays sit under everything; sticky notes under plates; the rest on top. */
const Z_BY_KIND: Record<NodeKind, number> = {
  tray: -2,
  stickyNote: -1,
  viewer: 0,
  plate: 0,
  dot: 0,
  context: 0,
  ghost: 0,
};

export function toFlowNode(
  node: GraphNode,
  definition: NodeDefinition | undefined,
  selected: boolean,
  shape: NodeShape = 'plate',
): CanvasNode {
  const kind = nodeKindOf(node);
  const { width, height } = shapedBox(node, definition, shape);
  return {
    id: node.id,
    type: kind,
    position: node.position,
    width,
    height,
    measured: { width, height },
    handles: handlesOf(node, kind, definition, { width, height }),
    data: { kind, definitionName: node.definitionName },
    selected,
    // a selected node (and the outputs strip under it) paints over its neighbours; groups stay below
    zIndex: Z_BY_KIND[kind] + (selected && Z_BY_KIND[kind] === 0 ? 10 : 0),
    // named and described for a screen reader (the description is in the node's view)
    ariaLabel: nodeAccessibleName(node),
    domAttributes: {
      'data-definition': node.definitionName,
      'aria-describedby': nodeDescriptionId(node.id),
      // whether it is selected, as the GPU canvas's node element says it (aria-selected is not
      // allowed on a group: axe's aria-allowed-attr)
      'data-selected': String(selected),
    } as FlowNode['domAttributes'],
  };
}

function handlesOf(
  node: GraphNode,
  kind: NodeKind,
  definition: NodeDefinition | undefined,
  size: { width: number; height: number },
): NodeHandle[] {
  if (kind === 'tray' || kind === 'ghost') return [];
  if (kind === 'stickyNote' && node.params.showSocket?.value !== true) return [];
  return socketLayout(definition, size).map((s) => ({
    id: s.identifier,
    type: s.kind === 'input' ? 'target' : 'source',
    position: s.kind === 'input' ? Position.Top : Position.Bottom,
    x: s.x,
    y: s.y,
    width: s.width,
    height: s.height,
  }));
}
