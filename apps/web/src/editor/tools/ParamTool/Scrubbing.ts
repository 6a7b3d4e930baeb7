import type { EventInput } from '@nodeloom/engine';
import { MarkedGesture, type ToolContext } from '../tool-context.js';

/** Scrubbing a param: every update applies (the graph re-evaluates live), the whole scrub is one undo step. */
export class Scrubbing extends MarkedGesture<unknown> {
  constructor(
    ctx: ToolContext,
    private readonly paramEvent: (value: unknown) => EventInput,
  ) {
    super(ctx, 'scrub');
  }

  protected onUpdate(value: unknown): void {
    this.ctx.dispatch([this.paramEvent(value)]);
  }
}
