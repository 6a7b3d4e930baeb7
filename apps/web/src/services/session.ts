import { sessionStore } from '../state/session.js';
import { currentUser, loadApi } from './api-client.js';

/** §4: runs the current-user request; the login state is true on success, false on any failure. */
export async function refreshSession(): Promise<void> {
  try {
    sessionStore.getState().signedIn(await currentUser());
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
