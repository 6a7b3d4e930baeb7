import { API_BASE_PATH, type SignupConfirmation } from '@nodeloom/api';
import { and, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { emailVerifications, users } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/index.js';
import { verificationEmail } from './emails.js';

/** How long a confirmation link works (a constant: one day is the usual, and long enough). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 3_600_000;

/** The path of the link (GET, the token in the query). */
export const VERIFY_EMAIL_PATH = `${API_BASE_PATH}/auth/verify-email`;

/**
 * Mails a one-time confirmation link for the user's current address. Only the token's sha256 is
 * stored; earlier links of the user stop working, so the newest mail is the one that counts.
 * Returns the link (sign-up shows it on screen outside production when no mail leaves the server).
 */
export async function sendVerificationLink(
  db: Database,
  config: Config,
  mailer: Mailer,
  user: { id: string; email: string },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
    await tx.insert(emailVerifications).values({
      tokenHash: hashToken(token),
      userId: user.id,
      email: user.email,
      expiresAt: new Date(now.getTime() + TTL_MS),
      createdAt: now,
    });
  });
  const link = `${config.publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  await mailer.send(verificationEmail(user.email, link, EMAIL_VERIFICATION_TTL_HOURS));
  return link;
}

/**
 * Where a new user's confirmation link went: e-mailed when SMTP_URL is set; otherwise it is only
 * in the server's log and mailbox file, and outside production the sign-up answer carries it too,
 * so a newcomer on a fresh machine can confirm without reading logs. In production without SMTP
 * the link never reaches the browser (anyone could sign up with someone else's address).
 */
export function signupConfirmation(config: Config, link: string | undefined): SignupConfirmation {
  if (config.mail.smtpUrl) return { delivery: 'email' };
  return !config.production && link ? { delivery: 'serverLog', link } : { delivery: 'serverLog' };
}

/**
 * Spends a confirmation token: true when it was known, unexpired, and its address is still the
 * account's (which is then verified). The token is gone afterwards whatever the answer.
 */
export async function confirmEmail(db: Database, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashToken(token)))
      .returning();
    if (!pending || pending.expiresAt.getTime() <= now.getTime()) return false;
    const verified = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, pending.userId), eq(users.email, pending.email)))
      .returning({ id: users.id });
    return verified.length === 1;
  });
}
