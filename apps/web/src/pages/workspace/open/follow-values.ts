import type { EditorApi, EvaluationApi } from '../../../editor/index.js';

/** How often a progress report may go out while values fill in (the last one always does). */
const REPORT_EVERY_MS = 200;

/**
 * Reports how many values of the shown nodes are left to compute: now, then as evaluation passes
 * change it (at most every REPORT_EVERY_MS), and 0 once, after which it stops listening.
 */
export function followValues(
  editor: Pick<EditorApi, 'subscribe'> & { readonly evaluation: Pick<EvaluationApi, 'pending'> },
  report: (left: number) => void,
): void {
  let last: number | undefined;
  let lastAt = 0;
  const check = () => {
    const left = editor.evaluation.pending();
    if (left === last) return;
    const now = performance.now();
    if (left > 0 && last !== undefined && now - lastAt < REPORT_EVERY_MS) return;
    last = left;
    lastAt = now;
    report(left);
    if (left === 0) unsubscribe();
  };
  const unsubscribe = editor.subscribe(check);
  check();
}
