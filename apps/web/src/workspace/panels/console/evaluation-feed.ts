import type { EditorApi, NodeStatusView } from '../../../editor/index.js';
import type { ConsoleLog } from '../../../state/console-log.js';

/**
 * Appends the evaluator's news to the log: a node's error or warning when it first appears (not
 * again on every pass while it stays). Reads only the editor's stable status views, and only after
 * one changed or the level did: any other change costs two comparisons.
 */
export function feedEvaluationLog(editor: EditorApi, log: ConsoleLog): () => void {
  const views = new Map<string, NodeStatusView>();
  let seen: { ids: readonly string[]; version: number } | null = null;
  const update = () => {
    // most changes (a drag's every step) touch no status and no level: nothing to look at
    const ids = editor.view.levelNodeIds();
    const version = editor.evaluation.statusVersion();
    if (seen && seen.ids === ids && seen.version === version) return;
    seen = { ids, version };
    for (const id of ids) {
      const view = editor.evaluation.status(id);
      const before = views.get(id);
      if (before === view) continue;
      views.set(id, view);
      for (const message of view.errors) {
        if (!before?.errors.includes(message)) {
          log.getState().append({ level: 'error', source: 'evaluation', message, nodeId: id });
        }
      }
      for (const message of view.warnings) {
        if (!before?.warnings.includes(message)) {
          log.getState().append({ level: 'warning', source: 'evaluation', message, nodeId: id });
        }
      }
    }
  };
  update();
  return editor.subscribe(update);
}

const fed = new WeakSet<EditorApi>();

/** Starts the feed once per editor (the console panel may mount, unmount and mount again). */
export function ensureEvaluationFeed(editor: EditorApi, log: ConsoleLog): void {
  if (fed.has(editor)) return;
  fed.add(editor);
  feedEvaluationLog(editor, log);
}
