import type { EditorApi, NodeStatusView } from '../../../editor/index.js';
import type { ConsoleLog } from '../../../state/console-log.js';

/**
 * Appends the evaluator's news to the log: a node's error or warning when it first appears (not
 * again on every pass while it stays). Reads only the editor's stable status views, so a pass
 * that changed nothing costs one reference comparison per shown node.
 */
export function feedEvaluationLog(editor: EditorApi, log: ConsoleLog): () => void {
  const views = new Map<string, NodeStatusView>();
  const update = () => {
    for (const id of editor.view.levelNodeIds()) {
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
