import type { DefinitionRegistry, EventInput, ReadonlyGraph } from '@nodeloom/engine';
import type { Gesture, SelectMode } from '../editor-api.js';

/** What a gesture state machine may do with the editor (WorkspaceEditor provides it). */
export interface ToolContext {
  readonly graph: ReadonlyGraph;
  readonly registry: DefinitionRegistry;
  /** applies a user action; false when the engine refused it (the error is reported) */
  dispatch(inputs: readonly EventInput[]): boolean;
  /** opens an undo mark: everything until `closeMark` is one step */
  openMark(label: string): string;
  closeMark(): void;
  /** reverts everything since the mark and forgets it */
  bailToMark(mark: string): void;
  levelNodeIds(): readonly string[];
  selection(): ReadonlySet<string>;
  select(ids: readonly string[], mode?: SelectMode): void;
  /** the gesture ended or was cancelled: it is no longer the open one */
  finished(gesture: Gesture<never>): void;
}

/** A gesture that does nothing (read-only projects). */
export const idleGesture: Gesture<unknown> = { update() {}, end() {}, cancel() {} };

/** Shared life cycle: once ended or cancelled, a gesture ignores further calls. */
export abstract class GestureState<U> implements Gesture<U> {
  #open = true;
  constructor(protected readonly ctx: ToolContext) {}

  protected get isOpen(): boolean {
    return this.#open;
  }

  update(value: U): void {
    if (this.#open) this.onUpdate(value);
  }
  end(): void {
    if (!this.#open) return;
    this.#open = false;
    this.onEnd();
    this.ctx.finished(this as Gesture<never>);
  }
  cancel(): void {
    if (!this.#open) return;
    this.#open = false;
    this.onCancel();
    this.ctx.finished(this as Gesture<never>);
  }
  protected abstract onUpdate(value: U): void;
  protected abstract onEnd(): void;
  protected abstract onCancel(): void;
}

/**
 * A gesture whose edits are one undo step: the mark opens with the first update (a click that
 * moves nothing leaves the redo stack alone), closes on end, and is bailed to on cancel.
 */
export abstract class MarkedGesture<U> extends GestureState<U> {
  #mark: string | undefined;
  constructor(
    ctx: ToolContext,
    private readonly label: string,
  ) {
    super(ctx);
  }
  override update(value: U): void {
    if (!this.isOpen) return;
    this.#mark ??= this.ctx.openMark(this.label);
    super.update(value);
  }
  protected onEnd(): void {
    if (this.#mark === undefined) return;
    this.beforeClose();
    this.ctx.closeMark();
  }
  protected onCancel(): void {
    if (this.#mark !== undefined) this.ctx.bailToMark(this.#mark);
  }
  /** last edits of the gesture, still inside its undo step */
  protected beforeClose(): void {}
}
