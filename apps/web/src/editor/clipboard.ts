import { selectionToBootstrapEvents } from '@nodeloom/engine';
import type { EditContext } from './edit-context.js';
import type { XY } from './editor-api.js';
import type { ClipboardApi } from './manager-api.js';
import { planPaste } from './snippet/remap-snippet.js';
import { parseSnippet, serializeSnippet } from './snippet/snippet-format.js';

/** duplicates land this far right and down of the originals */
const DUPLICATE_OFFSET = 40;

/** Copy, cut, paste and duplicate of the selection, as snippet text (inner wires kept). */
export class EditorClipboard implements ClipboardApi {
  constructor(
    private readonly ctx: EditContext,
    private readonly deleteNodes: (ids: readonly string[]) => void,
  ) {}

  copy(): string | undefined {
    const selected = this.ctx.selection();
    if (selected.size === 0) return undefined;
    return serializeSnippet(selectionToBootstrapEvents(this.ctx.project.graph, selected));
  }

  cut(): string | undefined {
    if (this.ctx.readOnly) return undefined;
    const text = this.copy();
    if (text !== undefined) this.deleteNodes([...this.ctx.selection()]);
    return text;
  }

  /**
   * Pastes snippet text with fresh ids so that the top-left of the pasted nodes lands at `at`;
   * one undo step; selects and returns the pasted nodes of the current level. Throws a
   * SnippetError (bad text) or an EngineError (refused) and then pastes nothing.
   */
  paste(text: string, at: XY): string[] {
    if (this.ctx.readOnly) return [];
    const plan = planPaste(parseSnippet(text), {
      parentId: this.ctx.levelId(),
      at,
      siblingNames: this.ctx.project.graph.namesOnLevel(this.ctx.levelId()),
      random: this.ctx.project.random,
    });
    this.ctx.history.dispatch(plan.events);
    this.ctx.select(plan.topLevelIds);
    return plan.topLevelIds;
  }

  duplicate(): string[] {
    if (this.ctx.readOnly) return [];
    const text = this.copy();
    if (text === undefined) return [];
    const nodes = [...this.ctx.selection()].map((id) => this.ctx.project.graph.getNode(id)!);
    const at = {
      x: Math.min(...nodes.map((n) => n.position.x)) + DUPLICATE_OFFSET,
      y: Math.min(...nodes.map((n) => n.position.y)) + DUPLICATE_OFFSET,
    };
    return this.ctx.attempt(() => this.paste(text, at)) ?? [];
  }
}
