import type { Rect } from '../canvas/overview-geometry.js';

/** How many node views may be created in one frame when the canvas leaves the overview. */
export const VIEWS_PER_FRAME = 80;

interface Placed {
  id: string;
  position: { x: number; y: number };
  width?: number;
  height?: number;
}

/**
 * The order node views are created in when the DOM takes over from the overview: those in view
 * first, nearest its centre first, so the views a user looks at come in the first frames. Ids only
 * (the nodes themselves may be re-derived while the stages run). `inView` counts those in view:
 * once they exist, the rest can come at once (xyflow culls them).
 */
export function mountOrder(nodes: readonly Placed[], view: Rect): { ids: string[]; inView: number } {
  const cx = view.x + view.width / 2;
  const cy = view.y + view.height / 2;
  const visible: { id: string; distance: number }[] = [];
  for (const n of nodes) {
    const w = n.width ?? 0;
    const h = n.height ?? 0;
    const { x, y } = n.position;
    if (x + w < view.x || y + h < view.y || x > view.x + view.width || y > view.y + view.height) continue;
    visible.push({ id: n.id, distance: (x + w / 2 - cx) ** 2 + (y + h / 2 - cy) ** 2 });
  }
  visible.sort((a, b) => a.distance - b.distance);
  return { ids: visible.map((v) => v.id), inView: visible.length };
}

/**
 * The nodes to hand to the canvas at a stage: the first `count` ids of the order that still exist,
 * in the nodes' own order (so a node keeps its place in xyflow's list from stage to stage).
 */
export function nodesAtStage<N extends { id: string }>(
  nodes: readonly N[],
  order: readonly string[],
  count: number,
): N[] {
  const admitted = new Set(order.slice(0, count));
  return nodes.filter((n) => admitted.has(n.id));
}

/** The wires whose two ends are among the nodes of a stage (a wire never waits for a view). */
export function edgesAmong<E extends { source: string; target: string }>(
  edges: readonly E[],
  nodes: readonly { id: string }[],
): E[] {
  const ids = new Set(nodes.map((n) => n.id));
  return edges.filter((e) => ids.has(e.source) && ids.has(e.target));
}
