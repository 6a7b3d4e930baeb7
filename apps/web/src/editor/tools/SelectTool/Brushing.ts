import type { GraphNode } from '@nodeloom/engine';
import { GestureState, type ToolContext } from '../tool-context.js';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rectangle with a negative width or height (dragged up or left) made positive. */
function normalised(r: Rect): Rect {
  return {
    x: Math.min(r.x, r.x + r.width),
    y: Math.min(r.y, r.y + r.height),
    width: Math.abs(r.width),
    height: Math.abs(r.height),
  };
}

function touches(node: GraphNode, r: Rect): boolean {
  const { x, y } = node.position;
  return x < r.x + r.width && x + node.size.width > r.x && y < r.y + r.height && y + node.size.height > r.y;
}

/** Rubber-band selection: the nodes the rectangle touches (plus the earlier selection when additive). No undo step. */
export class Brushing extends GestureState<Rect> {
  readonly #before: readonly string[];

  constructor(
    ctx: ToolContext,
    private readonly additive: boolean,
  ) {
    super(ctx);
    this.#before = [...ctx.selection()];
  }

  protected onUpdate(rect: Rect): void {
    const r = normalised(rect);
    const hits = this.ctx.levelNodeIds().filter((id) => {
      const node = this.ctx.graph.getNode(id);
      return node !== undefined && touches(node, r);
    });
    this.ctx.select(this.additive ? [...this.#before, ...hits] : hits, 'replace');
  }

  protected onEnd(): void {}

  protected onCancel(): void {
    this.ctx.select(this.#before, 'replace');
  }
}
