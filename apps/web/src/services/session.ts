import { sessionStore } from '../state/session.js';
import { currentUser, knownSession, loadApi } from './api-client.js';

/** §4: runs the current-user request; the login state is true with a user, false without or on any failure. */
export async function refreshSession(): Promise<void> {
  try {
    knownSession(await currentUser());
  } catch {
    sessionStore.getState().signedOut();
  }
}

/** Ends the server session; the user is logged out locally even if the call fails. */
export async function signOut(): Promise<void> {
  try {
    await (await loadApi()).auth.logout();
  } finally {
    sessionStore.getState().signedOut();
  }
}
