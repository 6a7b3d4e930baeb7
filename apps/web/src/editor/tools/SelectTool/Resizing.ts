import { type EventInput, MIN_NODE_SIZE } from '@nodeloom/engine';
import type { Size, XY } from '../../editor-api.js';
import { MarkedGesture, type ToolContext } from '../tool-context.js';

/** Resizing one node (a left or top handle also moves it); never below the minimum size; one undo step. */
export class Resizing extends MarkedGesture<Size & Partial<XY>> {
  constructor(
    ctx: ToolContext,
    private readonly nodeId: string,
  ) {
    super(ctx, 'resize');
  }

  protected onUpdate(value: Size & Partial<XY>): void {
    const node = this.ctx.graph.getNode(this.nodeId);
    if (!node) return;
    const size = {
      width: Math.max(MIN_NODE_SIZE, Math.round(value.width)),
      height: Math.max(MIN_NODE_SIZE, Math.round(value.height)),
    };
    const events: EventInput[] = [];
    if (size.width !== node.size.width || size.height !== node.size.height)
      events.push({ eventType: 'nodeResized', nodeId: this.nodeId, size });
    const position = { x: value.x ?? node.position.x, y: value.y ?? node.position.y };
    if (position.x !== node.position.x || position.y !== node.position.y)
      events.push({ eventType: 'nodePositionChanged', nodeId: this.nodeId, position });
    if (events.length > 0) this.ctx.dispatch(events);
  }
}
