import type { CollabSession } from './collab-session.js';

/**
 * Which collaboration session belongs to which open editor: the top bar starts it, the canvas
 * overlay and others find it here (they live in different parts of the page).
 */
const sessions = new WeakMap<object, CollabSession>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Registers the editor's session; the returned function takes it off again. */
export function registerSession(editor: object, session: CollabSession): () => void {
  sessions.set(editor, session);
  changed();
  return () => {
    if (sessions.get(editor) === session) sessions.delete(editor);
    changed();
  };
}

export function sessionOf(editor: object): CollabSession | undefined {
  return sessions.get(editor);
}

export function subscribeSessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
