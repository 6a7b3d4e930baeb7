import { and, eq, ne, sum } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type AssetRow, assets } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';

const MEGABYTE = 1024 * 1024;
const inMegabytes = (bytes: number) => Math.ceil(bytes / MEGABYTE);

/** 413: the upload would take the owner past STORAGE_QUOTA_MB. */
export class StorageQuotaExceededError extends HttpError {
  constructor(message: string) {
    super(413, 'StorageQuotaExceeded', message);
  }
}

/**
 * Refuses an original file that would take its owner's stored originals past `quotaBytes`. The
 * file it replaces (same asset) does not count, as it is overwritten.
 */
export async function checkStorageQuota(
  db: Database,
  asset: AssetRow,
  incomingBytes: number,
  quotaBytes: number,
): Promise<void> {
  const [row] = await db
    .select({ used: sum(assets.size).mapWith(Number) })
    .from(assets)
    .where(and(eq(assets.userId, asset.userId), ne(assets.id, asset.id)));
  const used = row?.used ?? 0;
  if (used + incomingBytes > quotaBytes) {
    throw new StorageQuotaExceededError(
      `Storage quota exceeded: ${inMegabytes(used)} MB of ${inMegabytes(quotaBytes)} MB used, and this file needs ${inMegabytes(incomingBytes)} MB`,
    );
  }
}
