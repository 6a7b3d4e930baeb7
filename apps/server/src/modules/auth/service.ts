import type { EmailLoginBody, EmailSignupBody, TestAccountLoginBody } from '@nodeloom/api';
import { and, eq } from 'drizzle-orm';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.js';
import type { Database } from '../../db/database.js';
import { type UserRow, userIdentities, users } from '../../db/schema/index.js';
import { ConflictError, UnauthorizedError } from '../../http/errors.js';

export const TEST_ACCOUNT_PROVIDER = 'test-account';

/** Normalised form in which e-mails are stored and compared. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

async function userByIdentity(
  db: Database,
  provider: string,
  providerUserId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)))
    .limit(1);
  return row?.user;
}

/** First sign-in creates the test account with this password; later ones must match it (401). */
export async function signInTestAccount(
  db: Database,
  { username, password }: TestAccountLoginBody,
): Promise<UserRow> {
  const existing = await userByIdentity(db, TEST_ACCOUNT_PROVIDER, username);
  if (existing) {
    if (!existing.passwordHash || !(await verifyPassword(existing.passwordHash, password))) {
      throw new UnauthorizedError('Invalid username or password');
    }
    return existing;
  }
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values({ name: username, passwordHash }).returning();
    const claimed = await tx
      .insert(userIdentities)
      .values({ provider: TEST_ACCOUNT_PROVIDER, providerUserId: username, userId: user!.id })
      .onConflictDoNothing()
      .returning();
    // Two first sign-ins at once: the other one created the account; roll this one back.
    if (claimed.length === 0) throw new UnauthorizedError('Invalid username or password');
    return user!;
  });
}

/** E-mail sign-up: 409 when the address already has an account. */
export async function signUpWithEmail(
  db: Database,
  { email, password, name }: EmailSignupBody,
): Promise<UserRow> {
  const address = normaliseEmail(email);
  const passwordHash = await hashPassword(password);
  const [user] = await db
    .insert(users)
    .values({ email: address, name: name ?? address.split('@')[0]!, passwordHash })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new ConflictError('An account with this e-mail already exists', 'EmailTaken');
  return user;
}

/** E-mail sign-in: 401 'Invalid email or password' for an unknown address or a wrong password alike. */
export async function signInWithEmail(db: Database, { email, password }: EmailLoginBody): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) throw new UnauthorizedError('Invalid email or password');
  return user;
}
