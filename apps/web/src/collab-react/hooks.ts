import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { type CollabEditor, CollabSession } from '../collab/collab-session.js';
import { openCollabSocket } from '../collab/collab-socket.js';
import { CrossWindowSync } from '../collab/cross-window.js';
import { browserOfflineEdits, type OfflineEdits } from '../collab/offline-store.js';
import type { PresenceView } from '../collab/presence-store.js';
import { registerSession, sessionOf, subscribeSessions } from '../collab/session-registry.js';
import type { EditorApi } from '../editor/editor-api.js';
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

function isCollabEditor(editor: EditorApi): editor is EditorApi & CollabEditor {
  return 'project' in editor && 'subscribePointer' in editor;
}

/**
 * Joins the open project's collaboration session while the component is mounted (the project is
 * open) and leaves it when it unmounts. Nothing for snapshots, the playground, or a signed-out
 * visitor without a share token.
 */
export function useCollaboration(editor: EditorApi, address: CollabAddress): void {
  const { snapshot, projectAccessToken, signedIn } = address;
  useEffect(() => {
    if (!isCollabEditor(editor) || snapshot || editor.projectId === PLAYGROUND_PROJECT_ID) return;
    if (!signedIn && !projectAccessToken) return;
    const session = new CollabSession({
      editor,
      socket: openCollabSocket(projectAccessToken ? { projectAccessToken } : {}),
      notify: (toast) => toastsStore.getState().show(toast),
      offlineEdits: pageOfflineEdits(),
      // after the toast has been read
      reload: () => setTimeout(() => window.location.reload(), 3000),
      ...(typeof BroadcastChannel === 'undefined'
        ? {}
        : { crossWindow: (onEvents) => new CrossWindowSync(editor.projectId, onEvents) }),
    });
    const unregister = registerSession(editor, session);
    session.start();
    return () => {
      unregister();
      session.stop();
    };
  }, [editor, snapshot, projectAccessToken, signedIn]);
}

/** The collaboration session of the editor, if one runs. */
export function useCollabSession(editor: EditorApi): CollabSession | undefined {
  return useSyncExternalStore(subscribeSessions, () => sessionOf(editor));
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
