// The app's one API client, wired to the session store and the toasts. It is free of zod and the
// route table (services/api.ts binds them), so the shell can ask who is signed in before they load.
import {
  type ApiError,
  type CallInfo,
  CancelledError,
  createApiClient,
  HttpError,
  type Me,
  SESSION_PATH,
} from '@nodeloom/api';
import { browserSessionId } from '../base/browserStorage.js';
import { LOGGED_OUT_CANCEL_WARNING } from '../base/constants.js';
import { toastForApiError } from '../base/toastCatalogue.js';
import { sessionStore } from '../state/session.js';
import { toastsStore } from '../state/toasts.js';

/** §8: every failed call shows its toast unless silent; a logged-out cancellation logs a warning. */
export function reportApiError(error: ApiError, call: CallInfo): void {
  if (error instanceof CancelledError) {
    if (error.reason === 'loggedOut') console.warn(LOGGED_OUT_CANCEL_WARNING, call.method, call.url);
    return;
  }
  if (call.silent) return;
  const toast = toastForApiError(error, window.location);
  if (toast) toastsStore.getState().show(toast);
  // §8: unauthenticated goes to /login — re-check the session; if it has ended, the guards redirect.
  if (error instanceof HttpError && error.status === 401 && sessionStore.getState().loginState === true) {
    currentUser().then(knownSession, sessionStore.getState().signedOut);
  }
}

/** The login state the probe's answer gives: signed in as its user, or signed out. */
export function knownSession(user: Me | null): void {
  if (user) sessionStore.getState().signedIn(user);
  else sessionStore.getState().signedOut();
}

export const apiClient = createApiClient({
  sessionId: browserSessionId,
  getUserId: () => sessionStore.getState().user?.id,
  isLoggedOut: () => sessionStore.getState().loginState === false,
  onError: reportApiError,
});

/**
 * The login probe (the route table's `auth.session`): the signed-in user, or null signed out. Not
 * GET /users/me, whose 401 for a visitor without a session every browser logs as a console error
 * (on the login portal, and so on the projects page after signing up). A user is checked with the
 * route's schema, which loads with the route table.
 */
export async function currentUser(signal?: AbortSignal): Promise<Me | null> {
  const answer = await apiClient.get<{ user: unknown }>(SESSION_PATH, {
    requiresLogin: false,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  // signed out there is nothing to check: the sign-in page does without zod and the route table
  if (answer?.user === null) return null;
  return (await import('./api.js')).sessionSchema.parse(answer).user;
}

/** The typed calls of the route table (services/api.ts), for shell code that calls on a user's action. */
export const loadApi = () => import('./api.js').then((module) => module.api);
