// The app's one API binding: the typed client wired to the session store and the toasts.
import {
  type ApiError,
  type CallInfo,
  CancelledError,
  createApiClient,
  createNodeloomApi,
  HttpError,
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
    api.users.me().then(sessionStore.getState().signedIn, sessionStore.getState().signedOut);
  }
}

export const api = createNodeloomApi(
  createApiClient({
    sessionId: browserSessionId,
    getUserId: () => sessionStore.getState().user?.id,
    isLoggedOut: () => sessionStore.getState().loginState === false,
    onError: reportApiError,
  }),
);
