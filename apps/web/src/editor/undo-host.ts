import type { History } from '@nodeloom/engine';
import type { Collaborator, UndoHost } from './editor-api.js';

interface EditorParts extends Omit<UndoHost, 'logCounter' | 'history'> {
  readonly engineHistory: History;
  readonly collaboration: { readonly loadedCounter: number | undefined; session(): Collaborator | undefined };
}

/** The editor's history as what keeps it across reloads sees it (editor-options `keepUndo`). */
export function undoHost(editor: EditorParts): UndoHost {
  return {
    projectId: editor.projectId,
    history: editor.engineHistory,
    project: editor.project,
    // a session attaches at the read's counter and moves on from there
    logCounter: () =>
      Math.max(editor.collaboration.loadedCounter ?? 0, editor.collaboration.session()?.logCounter?.() ?? 0),
  };
}
