import { API_BASE_PATH, ASSET_UPLOAD_URL_TTL_SECONDS, type Asset } from '@nodeloom/api';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { type AssetRow, assets } from '../../db/schema/index.js';
import { deleteOwned, findOwned, updateOwned } from '../../permissions/owned-rows.js';
import { type ObjectStorage, signUpload } from '../../storage/index.js';
import { ASSET_NOT_FOUND } from './policy.js';
import type { AssetFileKind } from './upload-types.js';

const KINDS: AssetFileKind[] = ['original', 'thumbnail'];

export const storageKey = (assetId: string, kind: AssetFileKind) => `${assetId}/${kind}`;

export function presentAsset(row: AssetRow): Asset {
  const fileUrl = (kind: AssetFileKind) => `${API_BASE_PATH}/assets/${row.id}/files/${kind}`;
  return {
    id: row.id,
    fileId: row.fileId,
    name: row.name,
    path: row.path,
    contentType: row.contentType,
    size: row.size,
    url: row.uploadedAt ? fileUrl('original') : null,
    thumbnailUrl: row.thumbnailContentType ? fileUrl('thumbnail') : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The asset with fresh signed upload URLs for its file and thumbnail. */
export function presentWithUploadUrls(config: Config, row: AssetRow, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + ASSET_UPLOAD_URL_TTL_SECONDS;
  const uploadUrl = (kind: AssetFileKind) => {
    const signature = signUpload(config.session.secret, row.id, kind, expires);
    return `${config.publicUrl}${API_BASE_PATH}/assets/uploads/${row.id}/${kind}?expires=${expires}&signature=${signature}`;
  };
  return {
    ...presentAsset(row),
    originalUploadUrl: uploadUrl('original'),
    thumbnailUploadUrl: uploadUrl('thumbnail'),
    uploadUrlsExpireAt: new Date(expires * 1000).toISOString(),
  };
}

export function listAssets(db: Database, userId: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(eq(assets.userId, userId))
    .orderBy(asc(assets.createdAt), asc(assets.id));
}

export function createAssets(
  db: Database,
  userId: string,
  items: { fileId: string; name: string; path: string }[],
): Promise<AssetRow[]> {
  return db
    .insert(assets)
    .values(items.map((item) => ({ userId, ...item })))
    .returning();
}

export const findAsset = (db: Database, userId: string, id: string) =>
  findOwned(db, assets, id, userId, ASSET_NOT_FOUND);

export const updateAsset = (
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; path?: string },
) => updateOwned(db, assets, id, userId, { ...changes, updatedAt: new Date() }, ASSET_NOT_FOUND);

/** Deletes the record, then its stored files. */
export async function deleteAsset(db: Database, storage: ObjectStorage, userId: string, id: string) {
  await deleteOwned(db, assets, id, userId, ASSET_NOT_FOUND);
  await deleteStoredFiles(storage, [id]);
}

export function deleteStoredFiles(storage: ObjectStorage, assetIds: string[]): Promise<void> {
  return storage.delete(assetIds.flatMap((id) => KINDS.map((kind) => storageKey(id, kind))));
}

/** Stores an uploaded file and records its type and size on the asset. */
export async function storeUpload(
  db: Database,
  storage: ObjectStorage,
  row: AssetRow,
  kind: AssetFileKind,
  body: Buffer,
  contentType: string,
): Promise<void> {
  await storage.put(storageKey(row.id, kind), body, contentType);
  const now = new Date();
  await db
    .update(assets)
    .set(
      kind === 'original'
        ? { contentType, size: body.length, uploadedAt: now, updatedAt: now }
        : { thumbnailContentType: contentType, updatedAt: now },
    )
    .where(eq(assets.id, row.id));
}

export async function findAssetById(db: Database, id: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(eq(assets.id, id)).limit(1);
  return row;
}
