import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { accountDeletionRequests, assets, projectAccessTokens, users } from '../db/schema/index.js';
import type { ObjectStorage } from '../storage/index.js';

export interface AccountDeletionDeps {
  db: Database;
  storage: ObjectStorage;
  /** The clock (tests inject one). */
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

const fileKeys = (assetIds: string[]) => assetIds.flatMap((id) => [`${id}/original`, `${id}/thumbnail`]);

/**
 * Deletes every account whose pending (not cancelled) deletion request is due. Per user, in one
 * transaction: the access tokens they created, then the user row — the database cascades to
 * their sessions, identities, personal projects (with graphs, snapshots and tokens), owned teams,
 * library items, assets, forms and subscriptions. The assets' stored files go after the commit.
 * Returns the deleted user ids.
 */
export async function deleteDueAccounts({ db, storage, now, log }: AccountDeletionDeps): Promise<string[]> {
  const due = await db
    .select({ userId: accountDeletionRequests.userId })
    .from(accountDeletionRequests)
    .where(
      and(isNull(accountDeletionRequests.cancelledAt), lte(accountDeletionRequests.scheduledFor, now())),
    );
  const deleted: string[] = [];
  for (const { userId } of due) {
    try {
      const assetIds = await db.transaction(async (tx) => {
        const owned = await tx.select({ id: assets.id }).from(assets).where(eq(assets.userId, userId));
        await tx.delete(projectAccessTokens).where(eq(projectAccessTokens.createdByUserId, userId));
        await tx.delete(users).where(eq(users.id, userId));
        return owned.map((row) => row.id);
      });
      await storage.delete(fileKeys(assetIds));
      deleted.push(userId);
      log?.info({ userId, assets: assetIds.length }, 'account deleted after the grace period');
    } catch (error) {
      log?.error({ err: error, userId }, 'account deletion failed; retried on the next run');
    }
  }
  return deleted;
}
