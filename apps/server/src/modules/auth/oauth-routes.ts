import { API_BASE_PATH, LOGIN_PAGE_PATH, routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { authorizeUrl, configuredProvider, fetchProfile, OAuthFailure } from '../../auth/oauth/client.js';
import { newAuthorizationSecrets } from '../../auth/oauth/pkce.js';
import { clearOAuthCookie, setOAuthCookie, takeOAuthCookie } from '../../auth/oauth/state-cookie.js';
import { returnPath } from '../../auth/return-path.js';
import { startSession } from '../../auth/sign-in.js';
import { route } from '../../http/route.js';
import { providerLinkedEmail } from './emails.js';
import { findOrCreateOAuthUser } from './oauth-service.js';

const failurePath = (reason: string) =>
  `${API_BASE_PATH}/auth/redirects/failure?reason=${encodeURIComponent(reason)}`;

/** Google and GitHub sign-in: authorization code flow with state and PKCE (S256). */
export default async function oauthRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mailer } = app;

  route(app, routes.auth.oauthLogin).handle(async ({ params, query, reply }) => {
    const settings = configuredProvider(config, params.provider);
    if (!settings) return reply.redirect(failurePath('provider_not_configured'));
    const secrets = newAuthorizationSecrets();
    // where the visitor came from rides in the signed cookie, checked now (a refused one: /projects)
    const returnTo = query.returnTo === undefined ? undefined : returnPath(query.returnTo);
    setOAuthCookie(reply, config, {
      provider: params.provider,
      ...secrets,
      ...(returnTo ? { returnTo } : {}),
    });
    return reply.redirect(authorizeUrl(config, params.provider, settings, secrets));
  });

  route(app, routes.auth.oauthCallback).handle(async ({ params, query, request, reply }) => {
    const { provider } = params;
    try {
      if (query.error)
        throw new OAuthFailure(/^[a-z_]{1,64}$/.test(query.error) ? query.error : 'provider_error');
      const settings = configuredProvider(config, provider);
      if (!settings) throw new OAuthFailure('provider_not_configured');
      if (!query.code || !query.state) throw new OAuthFailure('missing_code');
      const taken = takeOAuthCookie(request, reply, provider, query.state);
      if (!taken) throw new OAuthFailure('invalid_state');
      const profile = await fetchProfile(config, provider, settings, query.code, taken.codeVerifier);
      const { user, merged } = await findOrCreateOAuthUser(db, provider, profile);
      await startSession(request, reply, user.id);
      if (merged && user.email) {
        await mailer
          .send(providerLinkedEmail(user.email, provider, merged.hadPassword))
          .catch((error: unknown) => request.log.error({ err: error }, 'Could not send the link notice'));
      }
      // no return address: '/' reopens the last project (checked again: the cookie outlives a deploy)
      return reply.redirect(`${config.publicUrl}${returnPath(taken.returnTo, '/')}`);
    } catch (error) {
      if (!(error instanceof OAuthFailure)) throw error;
      clearOAuthCookie(reply);
      request.log.warn({ provider, reason: error.reason }, 'OAuth sign-in failed');
      return reply.redirect(failurePath(error.reason));
    }
  });

  route(app, routes.auth.failure).handle(async ({ query, reply }) =>
    reply.redirect(`${LOGIN_PAGE_PATH}?error=${encodeURIComponent(query.reason ?? 'unknown')}`),
  );
}
