import { type EventInput, type GraphNode, type Position, TRAY_DEFINITION } from '@nodeloom/engine';
import { MarkedGesture, type ToolContext } from '../tool-context.js';
import { type Box, borderSnap, boundsOf } from './border-snap.js';

/** Dragged nodes land on this grid (flow units). */
export const NODE_SNAP_GRID = 20;

export const snapToGrid = (value: number) => Math.round(value / NODE_SNAP_GRID) * NODE_SNAP_GRID;

function contains(tray: GraphNode, point: Position): boolean {
  const { x, y } = tray.position;
  return point.x >= x && point.y >= y && point.x <= x + tray.size.width && point.y <= y + tray.size.height;
}

/**
 * Dragging nodes (a tray drags its members along): each update moves them by the pointer's offset
 * from the start, snapped to the grid, then by the border snap when the dragged nodes' borders come
 * within 15 of the same borders of a node left standing (spec 2 §9); on drop, a node whose centre lies on a tray joins it and a
 * node dragged off its tray leaves it. The whole drag is one undo step.
 */
export class Translating extends MarkedGesture<{ dx: number; dy: number }> {
  readonly #start = new Map<string, Position>();
  /** nodes that moved because their tray did: they keep their tray */
  readonly #carried = new Set<string>();
  /** the level's other nodes, whose borders the dragged ones snap to */
  readonly #neighbours: Box[] = [];

  constructor(ctx: ToolContext, nodeIds: readonly string[]) {
    super(ctx, 'translate');
    const state = ctx.graph;
    const dragged = new Set(nodeIds.filter((id) => state.hasNode(id)));
    for (const id of ctx.levelNodeIds()) {
      const tray = state.getNode(id)?.trayNodeId;
      if (tray !== undefined && dragged.has(tray) && !dragged.has(id)) this.#carried.add(id);
    }
    for (const id of [...dragged, ...this.#carried]) this.#start.set(id, state.getNode(id)!.position);
    for (const id of ctx.levelNodeIds()) {
      const node = state.getNode(id);
      if (node && !this.#start.has(id)) this.#neighbours.push({ ...node.position, ...node.size });
    }
  }

  protected onUpdate({ dx, dy }: { dx: number; dy: number }): void {
    const moved: { node: GraphNode; position: Position }[] = [];
    for (const [nodeId, from] of this.#start) {
      const node = this.ctx.graph.getNode(nodeId);
      if (node) moved.push({ node, position: { x: snapToGrid(from.x + dx), y: snapToGrid(from.y + dy) } });
    }
    if (moved.length === 0) return;
    const snap = borderSnap(
      boundsOf(moved.map(({ node, position }) => ({ ...position, ...node.size }))),
      this.#neighbours,
    );
    const events: EventInput[] = [];
    for (const { node, position } of moved) {
      const x = position.x + snap.dx;
      const y = position.y + snap.dy;
      if (x !== node.position.x || y !== node.position.y)
        events.push({ eventType: 'nodePositionChanged', nodeId: node.id, position: { x, y } });
    }
    if (events.length > 0) this.ctx.dispatch(events);
  }

  protected override beforeClose(): void {
    const state = this.ctx.graph;
    const trays = this.ctx
      .levelNodeIds()
      .map((id) => state.getNode(id)!)
      .filter((n) => n.definitionName === TRAY_DEFINITION && !this.#start.has(n.id));
    const events: EventInput[] = [];
    for (const nodeId of this.#start.keys()) {
      const node = state.getNode(nodeId);
      if (!node || this.#carried.has(nodeId) || node.definitionName === TRAY_DEFINITION) continue;
      const centre = { x: node.position.x + node.size.width / 2, y: node.position.y + node.size.height / 2 };
      const tray = trays.find((t) => contains(t, centre));
      if (tray?.id === node.trayNodeId) continue;
      events.push({ eventType: 'addedToTray', nodeId, trayNodeId: tray?.id ?? null });
    }
    if (events.length > 0) this.ctx.dispatch(events);
  }
}
