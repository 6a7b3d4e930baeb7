import { useEffect } from 'react';
import type { EditorApi } from '../editor/index.js';
import { savePreferences } from '../services/preferences.js';
import { preferencesStore } from '../state/preferences.js';
import { toastsStore } from '../state/toasts.js';
import { prefsToApply, SAVE_PREFS_DEFINITION } from './save-prefs.js';

/**
 * Finds the project's savePrefs node (a global singleton): the graph is scanned again only when
 * its node count changed, so the editor's every change costs a lookup, not a pass over the graph.
 */
function savePrefsFinder(editor: EditorApi) {
  let scannedAt = -1;
  let id: string | undefined;
  return () => {
    const count = editor.graph.nodeCount;
    if (count !== scannedAt || (id && editor.nodes.get(id)?.definitionName !== SAVE_PREFS_DEFINITION)) {
      scannedAt = count;
      id = undefined;
      for (const node of editor.graph.nodes()) {
        if (node.definitionName === SAVE_PREFS_DEFINITION) id = node.id;
      }
    }
    return id ? editor.nodes.get(id) : undefined;
  };
}

/**
 * A savePrefs node's result becomes the user's preferences (spec 2 §3): applied and saved when it
 * is first evaluated and, with autoUpdate on (the default), again whenever it changes. Only in a
 * project the user may edit: a project seen read-only never writes the viewer's preferences.
 */
export function useSavePrefs(editor: EditorApi): void {
  useEffect(() => {
    if (editor.readOnly) return;
    let applied: unknown;
    let appliedOnce = false;
    const savePrefsNode = savePrefsFinder(editor);
    const apply = () => {
      const node = savePrefsNode();
      if (!node) return;
      const result = editor.evaluation.outputs(node.id)?.prefs;
      if (result === undefined || result === applied) return;
      if (appliedOnce && node.params.autoUpdate?.value === false) return;
      applied = result;
      appliedOnce = true;
      const outcome = prefsToApply(result, preferencesStore.getState().preferences);
      if ('error' in outcome) toastsStore.getState().show({ kind: 'warning', title: outcome.error });
      else void savePreferences(outcome.changes);
    };
    apply();
    return editor.subscribe(apply);
  }, [editor]);
}
