import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { CollabSession } from '../collab/collab-session.js';
import { openCollabSocket } from '../collab/collab-socket.js';
import { CrossWindowSync } from '../collab/cross-window.js';
import { browserOfflineEdits, type OfflineEdits } from '../collab/offline-store.js';
import type { PresenceView } from '../collab/presence-store.js';
import type { EditorApi } from '../editor/index.js';
import { toastsStore } from '../state/toasts.js';

/** What the address says about collaborating on the open project. */
export interface CollabAddress {
  /** a snapshot is a fixed picture: no live session */
  snapshot: boolean;
  /** the share link's token, for a viewer who came with one */
  projectAccessToken: string | null;
  signedIn: boolean;
}

let offlineEdits: OfflineEdits | undefined;
/** The page's one store of unsent edits (opened on first use). */
function pageOfflineEdits(): OfflineEdits {
  offlineEdits ??= browserOfflineEdits();
  return offlineEdits;
}

/**
 * Joins the open project's collaboration session (editor.collaboration) while the workspace shows
 * it, and leaves it when it unmounts. Nothing for snapshots, the playground, or a signed-out
 * visitor without a share token.
 */
export function useCollaboration(editor: EditorApi, address: CollabAddress): void {
  const { snapshot, projectAccessToken, signedIn } = address;
  useEffect(() => {
    if (snapshot || editor.projectId === PLAYGROUND_PROJECT_ID) return;
    if (!signedIn && !projectAccessToken) return;
    return editor.collaboration.join(
      (host) =>
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
    );
  }, [editor, snapshot, projectAccessToken, signedIn]);
}

/** The collaboration session of the editor, if one runs. */
export function useCollabSession(editor: EditorApi): CollabSession | undefined {
  const subscribe = useCallback((onChange: () => void) => editor.collaboration.subscribe(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => {
    const session = editor.collaboration.session();
    return session instanceof CollabSession ? session : undefined;
  });
}

const NO_PRESENCE: PresenceView = Object.freeze({
  selfClientId: null,
  hostClientId: null,
  others: [],
  followingClientId: null,
});

/** The session's presence view (empty without a session); re-renders when it changes. */
export function usePresence(session: CollabSession | undefined): PresenceView {
  const subscribe = useCallback(
    (onChange: () => void) => session?.presence.subscribe(onChange) ?? (() => {}),
    [session],
  );
  return useSyncExternalStore(subscribe, () => session?.presence.view() ?? NO_PRESENCE);
}
