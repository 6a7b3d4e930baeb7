import type { Project } from '@nodeloom/api';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { EditorApi } from '../../editor/index.js';
import { workspaceStore } from '../../state/workspace.js';
import { appOpenPorts } from './open/open-ports.js';
import { type OpenRequest, openProject } from './open/open-project.js';

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
      setState(
        outcome.ok
          ? { status: 'ready', editor: outcome.editor, project: outcome.project, readOnly: outcome.readOnly }
          : { status: 'error', reason: outcome.reason, message: outcome.message },
      );
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
