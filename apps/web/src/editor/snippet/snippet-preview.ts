import type { LibraryGraph } from '@nodeloom/api';
import type { ConnectionWithId, GraphNode } from '@nodeloom/engine';

/** A node of the snippet's outer level, placed in the drawing (pixels of a `width` × `height` box). */
export interface PreviewNode {
  id: string;
  name: string;
  definitionName: string;
  /** how many nodes it holds on its inner levels */
  inner: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A wire by node names; `drawn` when both ends are outer nodes (the drawing shows only those). */
export interface PreviewWire {
  id: string;
  from: string;
  output: string;
  to: string;
  input: string;
  drawn: boolean;
}

export interface SnippetPreview {
  /** the outer nodes, top to bottom then left to right */
  nodes: PreviewNode[];
  wires: PreviewWire[];
  /** every node, inner ones too */
  nodeCount: number;
  wireCount: number;
}

/** Room left around the drawing, in pixels. */
const MARGIN = 12;

/**
 * What the snippet editor shows of a stored snippet graph without a canvas: its outer nodes scaled
 * into a `width` × `height` drawing (never enlarged, centred), and every wire by node names.
 */
export function snippetPreview(graph: LibraryGraph, width: number, height: number): SnippetPreview {
  const nodes = graph.nodes as unknown as GraphNode[];
  const connections = graph.connections as unknown as ConnectionWithId[];
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const outerOf = (id: string): string | undefined => {
    let node = byId.get(id);
    // a parent chain that loops is treated as outer where it loops (stored data is not trusted)
    for (let hops = 0; node && hops < nodes.length; hops++) {
      const parent = node.parentId === undefined ? undefined : byId.get(node.parentId);
      if (!parent) return node.id;
      node = parent;
    }
    return node?.id;
  };
  const outer = nodes.filter((node) => outerOf(node.id) === node.id);
  const inner = new Map<string, number>();
  for (const node of nodes) {
    const top = outerOf(node.id);
    if (top !== undefined && top !== node.id) inner.set(top, (inner.get(top) ?? 0) + 1);
  }
  const place = fit(outer, width, height);
  const placed = outer
    .map((node) => ({
      id: node.id,
      name: node.name,
      definitionName: node.definitionName,
      inner: inner.get(node.id) ?? 0,
      ...place(node),
    }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const outerIds = new Set(outer.map((node) => node.id));
  const wires = connections.map((wire) => ({
    id: wire.id,
    from: byId.get(wire.sourceNode)?.name ?? wire.sourceNode,
    output: wire.sourceOutputIdentifier,
    to: byId.get(wire.targetNode)?.name ?? wire.targetNode,
    input: wire.targetInputIdentifier,
    drawn: outerIds.has(wire.sourceNode) && outerIds.has(wire.targetNode),
  }));
  return { nodes: placed, wires, nodeCount: nodes.length, wireCount: connections.length };
}

/** Scales and centres the boxes of `nodes` into the drawing, keeping their proportions. */
function fit(nodes: readonly GraphNode[], width: number, height: number) {
  const box = (node: GraphNode) => ({
    x: node.position?.x ?? 0,
    y: node.position?.y ?? 0,
    width: node.size?.width ?? 0,
    height: node.size?.height ?? 0,
  });
  const boxes = nodes.map(box);
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const extentW = Math.max(...boxes.map((b) => b.x + b.width)) - left;
  const extentH = Math.max(...boxes.map((b) => b.y + b.height)) - top;
  const roomW = width - 2 * MARGIN;
  const roomH = height - 2 * MARGIN;
  const scale = Math.min(1, roomW / Math.max(extentW, 1), roomH / Math.max(extentH, 1));
  const offsetX = MARGIN + (roomW - extentW * scale) / 2;
  const offsetY = MARGIN + (roomH - extentH * scale) / 2;
  return (node: GraphNode) => {
    const b = box(node);
    return {
      x: round(offsetX + (b.x - left) * scale),
      y: round(offsetY + (b.y - top) * scale),
      width: round(b.width * scale),
      height: round(b.height * scale),
    };
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
