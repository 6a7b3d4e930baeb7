import type { OAuthProvider } from '../constants.js';
import type { ApiClient } from './client.js';

/**
 * The full-page navigation target of an OAuth sign-in (routes.auth.oauthLogin): the provider's
 * sign-in, then back to `returnTo`, else '/'. Zod-free, so the sign-in page shows its buttons
 * before zod loads.
 */
export function oauthLoginUrl(
  client: Pick<ApiClient, 'url'>,
  provider: OAuthProvider,
  /** where to land once signed in (a path of the app; the server checks it) */
  returnTo?: string,
): string {
  return client.url(`/auth/login/${provider}`, returnTo ? { returnTo } : undefined);
}
