import { PLAYGROUND_PROJECT_ID } from '@nodeloom/api';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { CollabSession } from '../collab/collab-session.js';
import type { PresenceView } from '../collab/presence-store.js';
import type { EditorApi } from '../editor/index.js';
import { asCollabSession } from './collab-sessions.js';

/** What the address says about collaborating on the open project. */
export interface CollabAddress {
  /** a snapshot is a fixed picture: no live session */
  snapshot: boolean;
  /** the share link's token, for a viewer who came with one */
  projectAccessToken: string | null;
  signedIn: boolean;
}

/**
 * Joins the open project's collaboration session (editor.collaboration) while the workspace shows
 * it, and leaves it when it unmounts. Nothing for snapshots, the playground, or a signed-out
 * visitor without a share token. The session's code loads and it joins once `ready` resolves (the
 * canvas's first frame): edits made before go by REST (EditPersistence), and the save writer
 * sends what it still holds when the session attaches.
 */
export function useCollaboration(
  editor: EditorApi,
  address: CollabAddress,
  ready: () => Promise<void>,
): void {
  const { snapshot, projectAccessToken, signedIn } = address;
  useEffect(() => {
    if (snapshot || editor.projectId === PLAYGROUND_PROJECT_ID) return;
    if (!signedIn && !projectAccessToken) return;
    let leave: (() => void) | undefined;
    let unmounted = false;
    ready()
      .then(() => import('./join-session.js'))
      .then(({ joinCollabSession }) => {
        if (!unmounted) leave = joinCollabSession(editor, projectAccessToken);
      })
      .catch((error: Error) => console.warn('The collaboration session did not load:', error.message));
    return () => {
      unmounted = true;
      leave?.();
    };
  }, [editor, snapshot, projectAccessToken, signedIn, ready]);
}

/** The collaboration session of the editor, if one runs. */
export function useCollabSession(editor: EditorApi): CollabSession | undefined {
  const subscribe = useCallback((onChange: () => void) => editor.collaboration.subscribe(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => {
    return asCollabSession(editor.collaboration.session());
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
