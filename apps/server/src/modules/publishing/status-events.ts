import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type PublishingStatusEventRow, publishingStatusEvents } from '../../db/schema/index.js';

export interface StatusChange {
  userId: string;
  domainName: string;
  kind: 'domain' | 'certificate';
  status: string;
}

/**
 * Every recorded status change, in this process: the collaboration socket (when it exists)
 * forwards `change` events to the owner's open workspace. Until then the workspace polls
 * GET /publishing/domains/statusEvents, which reads the recorded rows (docs/publishing.md).
 */
export const publishingStatusEmitter = new EventEmitter<{ change: [PublishingStatusEventRow] }>();

const PAGE = 100;

/** Records a domain or certificate status change for its owner, and announces it. */
export async function recordStatusChange(db: Database, change: StatusChange): Promise<void> {
  const [row] = await db.insert(publishingStatusEvents).values(change).returning();
  publishingStatusEmitter.emit('change', row!);
}

/** The owner's changes after a cursor (oldest first), or the latest ones without a cursor. */
export async function listStatusChanges(db: Database, userId: string, after: number | undefined) {
  const mine = eq(publishingStatusEvents.userId, userId);
  const rows =
    after === undefined
      ? (
          await db
            .select()
            .from(publishingStatusEvents)
            .where(mine)
            .orderBy(desc(publishingStatusEvents.seq))
            .limit(PAGE)
        ).reverse()
      : await db
          .select()
          .from(publishingStatusEvents)
          .where(and(mine, gt(publishingStatusEvents.seq, after)))
          .orderBy(asc(publishingStatusEvents.seq))
          .limit(PAGE);
  return {
    events: rows.map((row) => ({
      seq: row.seq,
      domainName: row.domainName,
      kind: row.kind,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
