// The collaboration session's code (socket.io, the event log's sync, presence, the offline store):
// loaded once the workspace's canvas has drawn (useCollaboration), then the session joins.
import { CollabSession } from '../collab/collab-session.js';
import { openCollabSocket } from '../collab/collab-socket.js';
import { CrossWindowSync } from '../collab/cross-window.js';
import { browserOfflineEdits, type OfflineEdits } from '../collab/offline-store.js';
import type { EditorApi } from '../editor/index.js';
import { toastsStore } from '../state/toasts.js';
import { rememberCollabSession } from './collab-sessions.js';

let offlineEdits: OfflineEdits | undefined;
/** The page's one store of unsent edits (opened on first use). */
function pageOfflineEdits(): OfflineEdits {
  offlineEdits ??= browserOfflineEdits();
  return offlineEdits;
}

/** Joins the editor's project session over a new socket; returns the leave. */
export function joinCollabSession(editor: EditorApi, projectAccessToken: string | null): () => void {
  return editor.collaboration.join((host) =>
    rememberCollabSession(
      new CollabSession({
        editor: host,
        socket: openCollabSocket(projectAccessToken ? { projectAccessToken } : {}),
        notify: (toast) => toastsStore.getState().show(toast),
        offlineEdits: pageOfflineEdits(),
        // after the toast has been read
        reload: () => setTimeout(() => window.location.reload(), 3000),
        ...(typeof BroadcastChannel === 'undefined'
          ? {}
          : { crossWindow: (onEvents) => new CrossWindowSync(editor.projectId, onEvents) }),
      }),
    ),
  );
}
