import type { OAuthProvider } from '@nodeloom/api';
import { and, eq } from 'drizzle-orm';
import type { OAuthProfile } from '../../auth/oauth/profiles.js';
import type { Database } from '../../db/database.js';
import { type UserRow, userIdentities, users } from '../../db/schema/index.js';

/**
 * The user behind a provider account: the one already linked; else, for a provider-verified
 * e-mail, the account with that e-mail (linked now); else a new account. A new account keeps the
 * e-mail only if no other account has it.
 */
export async function findOrCreateOAuthUser(
  db: Database,
  provider: OAuthProvider,
  profile: OAuthProfile,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, profile.providerUserId)),
      )
      .limit(1);
    if (linked) return linked.user;

    const [sameEmail] = profile.email
      ? await tx.select().from(users).where(eq(users.email, profile.email)).limit(1)
      : [];
    let user = sameEmail && profile.emailVerified ? sameEmail : undefined;
    if (!user) {
      [user] = await tx
        .insert(users)
        .values({
          email: sameEmail ? null : profile.email,
          name: profile.name,
          firstName: profile.firstName,
          lastName: profile.lastName,
          avatarUrl: profile.avatarUrl,
        })
        .returning();
    }
    await tx
      .insert(userIdentities)
      .values({ provider, providerUserId: profile.providerUserId, userId: user!.id });
    return user!;
  });
}
