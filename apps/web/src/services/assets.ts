// Asset calls of spec 1 §7: GET /assets; POST /assets (returns upload URLs); PATCH /assets/{id};
// DELETE /assets/{id}; PATCH /assets/{id}/replace. The files then go by PUT (src/assets/).
import { type Asset, routes } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';

export type { Asset };

export const assetKeys = { list: ['assets'] as const };

/** GET /assets: the user's assets, newest first. */
export function listAssets(signal?: AbortSignal): Promise<Asset[]> {
  return api
    .call(routes.assets.list, {}, signal ? { signal } : {})
    .then((list) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
}

/** The user's assets, newest first. */
export const assetsQuery = () =>
  queryOptions({
    queryKey: assetKeys.list,
    queryFn: ({ signal }) => listAssets(signal),
  });

/** POST /assets: one asset row per file, each with its signed upload URLs. */
export function createAssets(items: readonly { fileId: string; name: string; path: string }[]) {
  return api.call(routes.assets.create, { body: { assets: [...items] } }).then((r) => r.assets);
}

/** PATCH /assets/{id}/replace: fresh upload URLs for new bytes under the same asset. */
export function replaceAsset(id: string) {
  return api.call(routes.assets.replace, { params: { id } });
}

export function renameAsset(id: string, name: string): Promise<Asset> {
  return api.call(routes.assets.update, { params: { id }, body: { name } });
}

export function deleteAsset(id: string): Promise<void> {
  return api.call(routes.assets.delete, { params: { id } }).then(() => undefined);
}

/** The absolute address of a stored file, for copying and for importAsset nodes. */
export function absoluteUrl(url: string | null): string {
  return url === null ? '' : new URL(url, window.location.origin).toString();
}
