import { API_BASE_PATH, type OAuthProvider } from '@nodeloom/api';
import { z } from 'zod';
import type { Config, OAuthProviderConfig } from '../../config.js';
import { type OAuthProfile, oauthProfiles, primaryVerifiedEmail } from './profiles.js';

/** A sign-in failure with the short reason shown as /login?error=<reason>. */
export class OAuthFailure extends Error {
  constructor(readonly reason: string) {
    super(`OAuth sign-in failed: ${reason}`);
  }
}

/** Outgoing calls to a provider give up after this long. */
const PROVIDER_TIMEOUT_MS = 10_000;

const tokenResponse = z.object({ access_token: z.string().min(1) });

/** The provider's settings when its client id and secret are configured. */
export function configuredProvider(
  config: Config,
  provider: OAuthProvider,
): Required<OAuthProviderConfig> | null {
  const settings = config.oauth[provider];
  if (!settings.clientId || !settings.clientSecret) return null;
  return settings as Required<OAuthProviderConfig>;
}

export const callbackUrl = (config: Config, provider: OAuthProvider) =>
  `${config.publicUrl}${API_BASE_PATH}/auth/callbacks/${provider}`;

/** The provider's authorize URL with state and an S256 PKCE challenge. */
export function authorizeUrl(
  config: Config,
  provider: OAuthProvider,
  settings: Required<OAuthProviderConfig>,
  secrets: { state: string; codeChallenge: string },
): string {
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', callbackUrl(config, provider));
  url.searchParams.set('scope', oauthProfiles[provider].scope);
  url.searchParams.set('state', secrets.state);
  url.searchParams.set('code_challenge', secrets.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** Code → access token → userinfo (→ e-mails) → profile; any failure is an OAuthFailure. */
export async function fetchProfile(
  config: Config,
  provider: OAuthProvider,
  settings: Required<OAuthProviderConfig>,
  code: string,
  codeVerifier: string,
): Promise<OAuthProfile> {
  const accessToken = await exchangeCode(config, provider, settings, code, codeVerifier);
  const response = await getWithToken(settings.userinfoUrl, accessToken);
  if (!response?.ok) throw new OAuthFailure('userinfo_failed');
  let profile: OAuthProfile;
  try {
    profile = oauthProfiles[provider].parse(await response.json());
  } catch {
    throw new OAuthFailure('userinfo_invalid');
  }
  if (profile.email !== null || !settings.emailsUrl) return profile;
  return { ...profile, ...(await primaryEmail(settings.emailsUrl, accessToken)) };
}

const getWithToken = (url: string, accessToken: string) =>
  fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Nodeloom' },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  }).catch(() => null);

/**
 * GitHub shows no e-mail on a profile that keeps it private: its primary verified address comes
 * from the e-mails endpoint. Optional: when that call fails the sign-in goes on without an e-mail.
 */
async function primaryEmail(
  emailsUrl: string,
  accessToken: string,
): Promise<Pick<OAuthProfile, 'email' | 'emailVerified'>> {
  const response = await getWithToken(emailsUrl, accessToken);
  const email = response?.ok ? primaryVerifiedEmail(await response.json().catch(() => null)) : null;
  return { email, emailVerified: email !== null };
}

async function exchangeCode(
  config: Config,
  provider: OAuthProvider,
  settings: Required<OAuthProviderConfig>,
  code: string,
  codeVerifier: string,
): Promise<string> {
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(config, provider),
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code_verifier: codeVerifier,
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  }).catch(() => null);
  if (!response?.ok) throw new OAuthFailure('token_exchange_failed');
  const parsed = tokenResponse.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new OAuthFailure('token_exchange_failed');
  return parsed.data.access_token;
}
