import { sessionStore } from '../state/session.js';
import { api } from './api.js';

/** §4: runs the current-user request; the login state is true on success, false on any failure. */
export async function refreshSession(): Promise<void> {
  try {
    sessionStore.getState().signedIn(await api.users.me());
  } catch {
    sessionStore.getState().signedOut();
  }
}

/** Ends the server session; the user is logged out locally even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await api.auth.logout();
  } finally {
    sessionStore.getState().signedOut();
  }
}
