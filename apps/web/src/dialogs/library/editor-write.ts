import type { Result } from '../../base/errors.js';
import type { ToastContent } from '../../base/toastCatalogue.js';

/** How a write through the editor went: done, or not, with the editor's refusal when it gave one. */
export type WriteOutcome = { done: true } | { done: false; refusal?: string };

/**
 * An editor write's Result as the dialog's outcome: the editor reported nothing, the outcome
 * carries the refusal's text, and the caller shows it once (notDoneToast).
 */
export function outcomeOf(result: Result): WriteOutcome {
  return result.ok ? { done: true } : { done: false, refusal: result.refusal.message };
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
