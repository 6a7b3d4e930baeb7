import { RECENTLY_SELECTED_NODE_HISTORY } from '../base/constants.js';
import type { EditorApi } from '../editor/index.js';

/**
 * The recently selected nodes (spec 1 §9: a history of 100), oldest first, with a place in it
 * like a browser's: going back and forward walks it; selecting a node anew from the middle drops
 * what lay ahead. A node selected again moves to the end rather than being listed twice.
 */
export class SelectionHistory {
  #entries: string[] = [];
  #at = -1;
  readonly #limit: number;

  constructor(limit = RECENTLY_SELECTED_NODE_HISTORY) {
    this.#limit = limit;
  }

  /** The nodes, oldest first. */
  entries(): readonly string[] {
    return this.#entries;
  }

  /** The node the history stands on. */
  current(): string | undefined {
    return this.#entries[this.#at];
  }

  /** A node the user selected. */
  record(nodeId: string): void {
    if (this.current() === nodeId) return;
    const kept = this.#entries.slice(0, this.#at + 1).filter((id) => id !== nodeId);
    kept.push(nodeId);
    this.#entries = kept.slice(-this.#limit);
    this.#at = this.#entries.length - 1;
  }

  /** The previous node that still exists (and the history moves there), or undefined at the start. */
  back(exists: (nodeId: string) => boolean): string | undefined {
    return this.#move(-1, exists);
  }

  /** The next node that still exists (and the history moves there), or undefined at the end. */
  forward(exists: (nodeId: string) => boolean): string | undefined {
    return this.#move(1, exists);
  }

  #move(step: -1 | 1, exists: (nodeId: string) => boolean): string | undefined {
    for (let i = this.#at + step; i >= 0 && i < this.#entries.length; i += step) {
      if (exists(this.#entries[i])) {
        this.#at = i;
        return this.#entries[i];
      }
    }
    return undefined;
  }
}

const histories = new WeakMap<EditorApi, { history: SelectionHistory; moving: boolean }>();

/**
 * The editor's selection history, following its selection from the first call on: each node
 * newly added to the selection is recorded (a band of several records the last of them).
 */
export function selectionHistoryOf(editor: EditorApi): SelectionHistory {
  let entry = histories.get(editor);
  if (!entry) {
    const created = { history: new SelectionHistory(), moving: false };
    let previous = editor.selection.ids();
    editor.subscribe(() => {
      const selection = editor.selection.ids();
      if (selection === previous) return;
      const added = [...selection].filter((id) => !previous.has(id));
      previous = selection;
      if (!created.moving && added.length > 0) created.history.record(added[added.length - 1]);
    });
    histories.set(editor, created);
    entry = created;
  }
  return entry.history;
}

/** Goes back (-1) or forward (1) in the editor's selection history: the node is selected and framed. */
export function walkSelectionHistory(
  editor: EditorApi,
  step: -1 | 1,
  jump: (editor: EditorApi, nodeId: string) => void,
): boolean {
  const history = selectionHistoryOf(editor);
  const entry = histories.get(editor)!;
  const exists = (id: string) => editor.nodes.get(id) !== undefined;
  const target = step < 0 ? history.back(exists) : history.forward(exists);
  if (!target) return false;
  entry.moving = true;
  try {
    jump(editor, target);
  } finally {
    entry.moving = false;
  }
  return true;
}
