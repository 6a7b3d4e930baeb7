import type { OAuthProvider } from '@nodeloom/api';
import { and, eq } from 'drizzle-orm';
import type { OAuthProfile } from '../../auth/oauth/profiles.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database } from '../../db/database.js';
import { emailVerifications, type UserRow, userIdentities, users } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who a provider sign-in lands as, and whether it was linked into an account with other ways in. */
export interface OAuthSignIn {
  user: UserRow;
  /** Linked into an existing verified account now: its other sessions (and password) were ended. */
  merged: { hadPassword: boolean } | null;
}

/**
 * The user behind a provider account:
 * - the one already linked (whose address counts as verified when the provider says so);
 * - else, for a provider-verified e-mail held by a verified account, that account, linked now: a
 *   merge, which ends its other sessions and its password (the provider sign-in is the way in);
 * - else a new account. A provider-verified e-mail held by an unverified account is taken from
 *   it (with its password and sessions): an unproven claim must not keep a way into the address's
 *   account (pre-registration takeover, docs/security.md). Other addresses already in use are
 *   not kept on the new account.
 */
export async function findOrCreateOAuthUser(
  db: Database,
  provider: OAuthProvider,
  profile: OAuthProfile,
  now = new Date(),
): Promise<OAuthSignIn> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, profile.providerUserId)),
      )
      .limit(1);
    if (linked) return { user: await markVerifiedByProvider(tx, linked.user, profile, now), merged: null };

    const [sameEmail] = profile.email
      ? await tx.select().from(users).where(eq(users.email, profile.email)).limit(1)
      : [];
    if (sameEmail && profile.emailVerified && sameEmail.emailVerifiedAt) {
      const user = await mergeIntoVerified(tx, sameEmail, now);
      await link(tx, provider, profile, user.id);
      return { user, merged: { hadPassword: sameEmail.passwordHash !== null } };
    }
    if (sameEmail && profile.emailVerified) await takeAddressFromUnverified(tx, sameEmail.id, now);
    const keepsEmail = !sameEmail || profile.emailVerified;
    const [user] = await tx
      .insert(users)
      .values({
        email: keepsEmail ? profile.email : null,
        emailVerifiedAt: keepsEmail && profile.emailVerified ? now : null,
        name: profile.name,
        firstName: profile.firstName,
        lastName: profile.lastName,
        avatarUrl: profile.avatarUrl,
      })
      .returning();
    await link(tx, provider, profile, user!.id);
    return { user: user!, merged: null };
  });
}

async function link(tx: Tx, provider: OAuthProvider, profile: OAuthProfile, userId: string): Promise<void> {
  await tx.insert(userIdentities).values({ provider, providerUserId: profile.providerUserId, userId });
}

/** A linked account whose address the provider now vouches for becomes verified. */
async function markVerifiedByProvider(tx: Tx, user: UserRow, profile: OAuthProfile, now: Date) {
  if (user.emailVerifiedAt || !profile.emailVerified || user.email !== profile.email) return user;
  const [updated] = await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** Links into a verified account: its other sessions end and its password stops working. */
async function mergeIntoVerified(tx: Tx, user: UserRow, now: Date): Promise<UserRow> {
  await revokeUserSessions(tx, user.id, now);
  const [updated] = await tx
    .update(users)
    .set({ passwordHash: null, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/** The provider proved the address: the unverified account loses it, its password and sessions. */
async function takeAddressFromUnverified(tx: Tx, userId: string, now: Date): Promise<void> {
  await revokeUserSessions(tx, userId, now);
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await tx.update(users).set({ email: null, passwordHash: null, updatedAt: now }).where(eq(users.id, userId));
}
