// The collaboration sessions this page has joined, known without loading their code: the views
// (collaborators, presence) read a session only once the lazily loaded join has made one.
import type { CollabSession } from '../collab/collab-session.js';
import type { Collaborator } from '../editor/index.js';

const sessions = new WeakSet<Collaborator>();

export function rememberCollabSession(session: CollabSession): CollabSession {
  sessions.add(session);
  return session;
}

/** The editor's session as a CollabSession, if it is one of this page's. */
export function asCollabSession(session: Collaborator | undefined): CollabSession | undefined {
  return session && sessions.has(session) ? (session as CollabSession) : undefined;
}
