import type { OAuthProvider } from '@nodeloom/api';
import { z } from 'zod';

/** What Nodeloom keeps of a provider account. */
export interface OAuthProfile {
  providerUserId: string;
  email: string | null;
  /** Only a verified address may be linked to an existing account with the same e-mail. */
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
}

const optional = z
  .string()
  .nullish()
  .transform((value) => value || null);

// Google's OpenID Connect userinfo (https://openidconnect.googleapis.com/v1/userinfo).
const googleUserinfo = z.object({
  sub: z.string().min(1),
  email: optional,
  email_verified: z.boolean().nullish(),
  name: optional,
  given_name: optional,
  family_name: optional,
  picture: optional,
});

// GitHub's GET /user (https://api.github.com/user).
const githubUserinfo = z.object({
  id: z.union([z.number(), z.string()]),
  login: z.string().min(1),
  name: optional,
  email: optional,
  avatar_url: optional,
});

/** Per provider: the scopes to ask for and how to read its userinfo answer. */
export const oauthProfiles: Record<OAuthProvider, { scope: string; parse(body: unknown): OAuthProfile }> = {
  google: {
    scope: 'openid email profile',
    parse(body) {
      const info = googleUserinfo.parse(body);
      const email = info.email?.toLowerCase() ?? null;
      return {
        providerUserId: info.sub,
        email,
        emailVerified: email !== null && info.email_verified === true,
        name:
          info.name ?? ([info.given_name, info.family_name].filter(Boolean).join(' ') || email || info.sub),
        firstName: info.given_name,
        lastName: info.family_name,
        avatarUrl: info.picture,
      };
    },
  },
  github: {
    scope: 'read:user user:email',
    parse(body) {
      const info = githubUserinfo.parse(body);
      return {
        providerUserId: String(info.id),
        email: info.email?.toLowerCase() ?? null,
        // GitHub's public profile address is not proof of ownership for linking accounts.
        emailVerified: false,
        name: info.name ?? info.login,
        firstName: null,
        lastName: null,
        avatarUrl: info.avatar_url,
      };
    },
  },
};

// GitHub's GET /user/emails (https://api.github.com/user/emails, scope user:email).
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** The primary e-mail GitHub has verified, lower-cased, or null (none, or an answer of another shape). */
export function primaryVerifiedEmail(body: unknown): string | null {
  const parsed = githubEmails.safeParse(body);
  const primary = parsed.success ? parsed.data.find((e) => e.primary && e.verified) : undefined;
  return primary?.email.toLowerCase() ?? null;
}
