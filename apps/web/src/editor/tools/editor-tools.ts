import { type EditContext, nodeParamEvent } from '../edit-context.js';
import type { EditorTools, Gesture } from '../editor-api.js';
import { Scrubbing } from './ParamTool/Scrubbing.js';
import { Resizing } from './SelectTool/Resizing.js';
import { Translating } from './SelectTool/Translating.js';
import { idleGesture, type ToolContext } from './tool-context.js';

/**
 * The gesture tools (drag, resize, scrub): at most one gesture is open; each opens an undo mark
 * with its first edit, and listeners hear gestures begin and end (collaboration nets them).
 */
export class GestureTools {
  readonly tools: EditorTools;
  #gesture: Gesture<never> | undefined;
  readonly #listeners = new Set<(active: boolean) => void>();

  constructor(private readonly ctx: EditContext) {
    this.tools = this.#create();
  }

  subscribe(listener: (active: boolean) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Escape: the open gesture is cancelled and its edits reverted; false when none was open. */
  cancel(): boolean {
    const gesture = this.#gesture;
    if (!gesture) return false;
    gesture.cancel();
    return true;
  }

  #tell(active: boolean): void {
    for (const listener of [...this.#listeners]) listener(active);
  }

  #create(): EditorTools {
    const { ctx } = this;
    let marks = 0;
    const toolContext: ToolContext = {
      graph: ctx.project.graph,
      registry: ctx.project.registry,
      dispatch: (inputs) => ctx.dispatch(inputs),
      openMark: (label) => {
        const mark = `${label}:${++marks}`;
        ctx.history.mark(mark);
        this.#tell(true);
        return mark;
      },
      closeMark: () => ctx.history.endGesture(),
      bailToMark: (mark) => ctx.history.bailToMark(mark),
      levelNodeIds: () => ctx.levelNodeIds(),
      selection: () => ctx.selection(),
      select: (ids, mode) => ctx.select(ids, mode),
      finished: (gesture) => {
        if (this.#gesture === gesture) this.#gesture = undefined;
        this.#tell(false);
      },
    };
    const start = <U>(create: (c: ToolContext) => Gesture<U>): Gesture<U> => {
      if (ctx.readOnly) return idleGesture;
      this.#gesture?.end();
      const gesture = create(toolContext);
      if (gesture !== idleGesture) this.#gesture = gesture as Gesture<never>;
      return gesture;
    };
    return {
      translate: (nodeIds) => start((c) => new Translating(c, nodeIds)),
      resize: (nodeId) => start((c) => new Resizing(c, nodeId)),
      scrubParam: (nodeId, param) =>
        start((c) => {
          const node = ctx.project.graph.getNode(nodeId);
          if (!node) return idleGesture;
          return new Scrubbing(c, (value) => {
            const event = nodeParamEvent(ctx.project, node, param, 'value', value);
            if (!event) throw new Error(`Param ${param} not found on node ${node.name}`);
            return event;
          });
        }),
      cancel: () => this.cancel(),
    };
  }
}
