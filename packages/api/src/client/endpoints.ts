import { HEADER_DEBUG_KEY, type OAuthProvider } from '../constants.js';
import { routes } from '../routes/index.js';
import type { DeletionRequestBody } from '../schemas/accounts.js';
import type { EmailLoginBody, EmailSignupBody, TestAccountLoginBody } from '../schemas/auth.js';
import type { UpdateMeBody } from '../schemas/users.js';
import { callRoute } from './call-route.js';
import type { ApiClient } from './client.js';
import { oauthLoginUrl } from './oauth-login.js';

/** Sign-in calls work while logged out, and their failures are shown by the login form itself. */
const signIn = { requiresLogin: false, silent: true } as const;

/** Typed calls of spec 1 §7 over an ApiClient, one group per area. */
export function createNodeloomApi(client: ApiClient) {
  return {
    client,
    /** Any route of the table, typed from its schemas: `api.call(routes.projects.get, { params: { id } })`. */
    call: <D extends Parameters<typeof callRoute>[1]>(
      route: D,
      input: Parameters<typeof callRoute<D>>[2],
      options?: Parameters<typeof callRoute<D>>[3],
    ) => callRoute(client, route, input, options),
    auth: {
      /** Full-page navigation target: the provider's sign-in, then back to `returnTo`, else '/'. */
      oauthLoginUrl: (provider: OAuthProvider, returnTo?: string) =>
        oauthLoginUrl(client, provider, returnTo),
      signupEmail: (body: EmailSignupBody) => callRoute(client, routes.auth.emailSignup, { body }, signIn),
      loginEmail: (body: EmailLoginBody) => callRoute(client, routes.auth.emailLogin, { body }, signIn),
      loginTestAccount: (body: TestAccountLoginBody, debugKey: string) =>
        callRoute(
          client,
          routes.auth.testAccountLogin,
          { body },
          { ...signIn, headers: { [HEADER_DEBUG_KEY]: debugKey } },
        ),
      logout: () => callRoute(client, routes.auth.logout, {}, { requiresLogin: false }),
    },
    users: {
      /** The login probe: a 401 here only means "logged out", so it stays silent. */
      me: (signal?: AbortSignal) =>
        callRoute(client, routes.users.getMe, {}, { requiresLogin: false, silent: true, signal }),
      updateMe: (body: UpdateMeBody) => callRoute(client, routes.users.updateMe, { body }),
    },
    accounts: {
      requestDeletion: (body: DeletionRequestBody = {}) =>
        callRoute(client, routes.accounts.requestDeletion, { body }),
      cancelDeletion: () => callRoute(client, routes.accounts.cancelDeletion, {}),
    },
  };
}

export type NodeloomApi = ReturnType<typeof createNodeloomApi>;
