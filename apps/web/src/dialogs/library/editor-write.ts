import type { ToastContent } from '../../base/toastCatalogue.js';
import type { EditorApi } from '../../editor/index.js';

/** How a write through the editor went: done, or not, with the editor's refusal when it gave one. */
export type WriteOutcome = { done: true } | { done: false; refusal?: string };

/**
 * Runs an editor write whose refusal the dialog shows itself: the editor reports nothing, the
 * outcome carries its message, and the caller shows it once (notDoneToast).
 */
export function writeThrough(editor: EditorApi, write: () => boolean): WriteOutcome {
  let done = false;
  const refusal = editor.refusalOf(() => {
    done = write();
  });
  if (done) return { done: true };
  return refusal === undefined ? { done: false } : { done: false, refusal };
}

/** The one toast of a write that did not happen: what did not, and why when the editor said. */
export function notDoneToast(
  title: string,
  outcome: Extract<WriteOutcome, { done: false }>,
  otherwise?: string,
): ToastContent {
  const description = outcome.refusal ?? otherwise;
  return { kind: 'warning', title, ...(description ? { description } : {}) };
}
