import { ACCOUNT_DELETION_GRACE_PERIOD_DAYS, type DeletionRequest } from '@nodeloom/api';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountDeletionRequests } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The user's pending (not cancelled) deletion request, presented, or null. */
export async function pendingDeletionRequest(db: Database, userId: string): Promise<DeletionRequest | null> {
  const [row] = await db
    .select()
    .from(accountDeletionRequests)
    .where(and(eq(accountDeletionRequests.userId, userId), isNull(accountDeletionRequests.cancelledAt)))
    .limit(1);
  return row
    ? { requestedAt: row.requestedAt.toISOString(), scheduledFor: row.scheduledFor.toISOString() }
    : null;
}

/**
 * Asks for the account to be deleted after the grace period. Asking again while a request is
 * pending keeps the first one (and its date).
 */
export async function requestDeletion(
  db: Database,
  userId: string,
  reason: string | undefined,
): Promise<{ deletionRequest: DeletionRequest; created: boolean }> {
  const existing = await pendingDeletionRequest(db, userId);
  if (existing) return { deletionRequest: existing, created: false };
  const requestedAt = new Date();
  const scheduledFor = new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_PERIOD_DAYS * DAY_MS);
  const inserted = await db
    .insert(accountDeletionRequests)
    .values({ userId, reason: reason || null, requestedAt, scheduledFor })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) {
    // A concurrent request won the race; report the one that exists.
    return { deletionRequest: (await pendingDeletionRequest(db, userId))!, created: false };
  }
  return {
    deletionRequest: { requestedAt: requestedAt.toISOString(), scheduledFor: scheduledFor.toISOString() },
    created: true,
  };
}

/** Cancels the pending deletion request; 404 when there is none. */
export async function cancelDeletion(db: Database, userId: string): Promise<void> {
  const cancelled = await db
    .update(accountDeletionRequests)
    .set({ cancelledAt: new Date() })
    .where(and(eq(accountDeletionRequests.userId, userId), isNull(accountDeletionRequests.cancelledAt)))
    .returning({ id: accountDeletionRequests.id });
  if (cancelled.length === 0) throw new NotFoundError('No pending account deletion request');
}
