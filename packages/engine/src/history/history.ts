import { ReplayingError } from '../errors/index.js';
import type { EventInput, GraphEvent } from '../events/index.js';
import type { AppliedEvent, Project } from '../project/project.js';

/** One undo step: the user's events (to redo) and, per event, the events undoing it. */
export interface UndoStep {
  forward: EventInput[];
  inverses: EventInput[][];
}
interface Step extends UndoStep {
  mark?: string;
}

/** The closed steps of both stacks, oldest first (what a reload keeps: docs/collaboration.md). */
export interface UndoStacks {
  undo: UndoStep[];
  redo: UndoStep[];
}

function strip(event: GraphEvent): EventInput {
  const { eventId: _, timestamp: __, ...input } = event;
  return input as EventInput;
}

/**
 * Undo and redo of user actions (spec 2 §4, spec 1 §4). Each `dispatch` is one step, unless a
 * gesture is open: `mark(id)` opens one (a drag is a single undo step), the next `mark` or
 * `endGesture()` closes it, `bailToMark(id)` reverts it without leaving a redo step. Only
 * events dispatched through here (source 'user') enter the stacks; remote and replayed events
 * never do. An event without inverse clears both stacks with a warning.
 */
export class History {
  readonly #undo: Step[] = [];
  readonly #redo: Step[] = [];
  readonly #listeners = new Set<() => void>();
  #open: Step | undefined;

  constructor(readonly project: Project) {}

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }
  get canRedo(): boolean {
    return this.#redo.length > 0;
  }
  get undoDepth(): number {
    return this.#undo.length;
  }
  get redoDepth(): number {
    return this.#redo.length;
  }

  /** The closed steps (an open gesture is left out until it ends), as plain data. */
  stacks(): UndoStacks {
    const plain = ({ forward, inverses }: Step): UndoStep => ({ forward, inverses });
    return {
      undo: this.#undo.filter((s) => s !== this.#open).map(plain),
      redo: this.#redo.map(plain),
    };
  }

  /** Puts back stacks kept elsewhere (a reload, another window); an open gesture is dropped. */
  restore(stacks: UndoStacks): void {
    this.#open = undefined;
    this.#undo.splice(0, Infinity, ...stacks.undo);
    this.#redo.splice(0, Infinity, ...stacks.redo);
    this.#changed();
  }

  /** Hears every change of the closed steps (not each event of an open gesture); returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Applies a user action and records it: pushed onto the undo stack, redo stack cleared. */
  dispatch(inputs: readonly EventInput[]): AppliedEvent[] {
    const applied = this.project.dispatch(inputs, 'user');
    this.#record(applied);
    return applied;
  }

  mark(id: string): void {
    this.#open = { mark: id, forward: [], inverses: [] };
    this.#undo.push(this.#open);
    this.#redo.length = 0;
    this.#changed();
  }

  endGesture(): void {
    if (!this.#open) return;
    if (this.#open.forward.length === 0) this.#undo.pop();
    this.#open = undefined;
    this.#changed();
  }

  /** Reverts everything since the mark and forgets it (Escape while wiring). */
  bailToMark(id: string): void {
    const at = this.#undo.findLastIndex((s) => s.mark === id);
    if (at === -1) return;
    const steps = this.#undo.splice(at);
    for (let i = steps.length - 1; i >= 0; i--) this.#revert(steps[i], 'undo');
    this.#open = undefined;
    this.#changed();
  }

  clear(): void {
    this.#undo.length = 0;
    this.#redo.length = 0;
    this.#open = undefined;
    this.#changed();
  }

  undo(): boolean {
    this.#refuseWhileReplaying();
    this.#open = undefined;
    const step = this.#undo.pop();
    if (!step) return false;
    this.#revert(step, 'undo');
    this.#redo.push(step);
    this.#changed();
    return true;
  }

  redo(): boolean {
    this.#refuseWhileReplaying();
    const step = this.#redo.pop();
    if (!step) return false;
    const applied = this.project.applyWithInverses(
      step.forward.map((e) => this.project.stamp(e)),
      'redo',
    );
    this.#undo.push({
      forward: applied.map((a) => strip(a.event)),
      inverses: applied.map((a) => a.inverse ?? []),
    });
    this.#changed();
    return true;
  }

  #revert(step: Step, source: 'undo'): void {
    const back: GraphEvent[] = [];
    for (let i = step.inverses.length - 1; i >= 0; i--)
      for (const e of step.inverses[i]) back.push(this.project.stamp(e));
    this.project.apply(back, source);
  }

  #record(applied: AppliedEvent[]): void {
    if (applied.length === 0) return;
    const missing = applied.find((a) => a.inverse === null);
    if (missing) {
      this.clear();
      this.project.warn(`Event ${missing.event.eventType} has no inverse: undo and redo history cleared`);
      return;
    }
    this.#redo.length = 0;
    const step = this.#open ?? { forward: [], inverses: [] };
    for (const a of applied) {
      step.forward.push(strip(a.event));
      step.inverses.push(a.inverse!);
    }
    if (this.#open) return;
    this.#undo.push(step);
    this.#changed();
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }

  #refuseWhileReplaying(): void {
    if (this.project.replaying) throw new ReplayingError();
  }
}
