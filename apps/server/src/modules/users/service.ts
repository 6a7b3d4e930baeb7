import type { Me, PublicProfile, UpdateMeBody } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import { isAdministrator } from '../../auth/administrators.js';
import type { SignedInUser } from '../../auth/guards.js';
import type { Database } from '../../db/database.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import { pendingDeletionRequest } from '../accounts/index.js';

/** The signed-in user as GET /users/me shows it. */
export async function presentMe(
  db: Database,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt' | 'name' | 'firstName' | 'lastName' | 'avatarUrl'>,
  adminEmails: string[],
): Promise<Me> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl,
    isAdmin: isAdministrator(adminEmails, user),
    deletionRequest: await pendingDeletionRequest(db, user.id),
  };
}

/** Applies PATCH /users/me; only the fields given change. */
export async function updateMe(db: Database, user: SignedInUser, changes: UpdateMeBody): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new NotFoundError('User not found');
  return row;
}

/** A user's public profile (never the e-mail); 404 when unknown. */
export async function findPublicProfile(db: Database, id: string): Promise<PublicProfile> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw new NotFoundError('User not found');
  return row;
}
