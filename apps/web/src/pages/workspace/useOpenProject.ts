import type { Project } from '@nodeloom/api';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from 'zustand';
import type { EditorApi } from '../../editor/index.js';
import { toastsStore } from '../../state/toasts.js';
import { workspaceStore } from '../../state/workspace.js';
import { appOpenPorts } from './open/open-ports.js';
import { COPY_OPENED_OFFLINE, type OpenRequest, openProject } from './open/open-project.js';

export type OpenState =
  | { status: 'loading' }
  | { status: 'error'; reason: 'archived' | 'notFound' | 'failed'; message: string }
  | { status: 'ready'; editor: EditorApi; project: Project; readOnly: boolean };

/** Runs the open flow for the request and owns the editor it creates (flushed and disposed on leave). */
export function useOpenProject(request: OpenRequest | null): OpenState {
  const [state, setState] = useState<OpenState>({ status: 'loading' });
  const key = request ? JSON.stringify(request) : '';
  // a snapshot restore asks for the same project again, from the server
  const reopened = useStore(workspaceStore, (state) => state.reopenCount);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the request's content, `reopened` for a reopen
  useEffect(() => {
    if (!request) {
      setState({ status: 'error', reason: 'notFound', message: 'No project was given to open.' });
      return;
    }
    let live = true;
    let opened: EditorApi | undefined;
    setState({ status: 'loading' });
    void openProject(request, appOpenPorts(request.target)).then((outcome) => {
      if (outcome.ok) opened = outcome.editor;
      if (!live) {
        opened?.persistence.flush().finally(() => opened?.dispose());
        return;
      }
      if (!outcome.ok) {
        setState({ status: 'error', reason: outcome.reason, message: outcome.message });
        return;
      }
      const { editor, readOnly } = outcome;
      // the workspace (and its shortcuts) commits in this task, with the loaded toast the open
      // flow has just shown: a key pressed once the toast shows reaches the bound shortcuts
      flushSync(() => setState({ status: 'ready', editor, project: outcome.project, readOnly }));
      // opened from this browser's copy: the server's answer confirms it, or it gives way
      void outcome.copyCheck?.then((check) => {
        if (!live) return;
        if (check.kind === 'current') setState({ status: 'ready', editor, project: check.project, readOnly });
        else if (check.kind === 'reopen') workspaceStore.getState().reopenProject();
        else if (check.kind === 'refused') {
          opened = undefined;
          editor.dispose();
          setState({ status: 'error', reason: check.reason, message: check.message });
        } else {
          // what failed is for the console; the toast tells what it means for the user's edits
          console.warn(`The project's read failed: ${check.message}`);
          toastsStore.getState().show(COPY_OPENED_OFFLINE);
        }
      });
    });
    return () => {
      live = false;
      if (opened) {
        const editor = opened;
        void editor.persistence.flush().finally(() => editor.dispose());
      }
    };
  }, [key, reopened]);

  return state;
}
