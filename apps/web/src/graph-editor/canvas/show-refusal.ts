import type { Result } from '../../base/errors.js';
import { toastsStore } from '../../state/toasts.js';

/**
 * A canvas write's refusal (a loop, a wrong type), said once as a warning toast: the editor hands
 * it back rather than reporting it. True when the write was done.
 */
export function showRefusal(result: Result): boolean {
  if (!result.ok) toastsStore.getState().show({ kind: 'warning', title: result.refusal.message });
  return result.ok;
}
