import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { createStorage, createUploadClaims } from '../../storage/index.js';
import { assetsPolicy } from './policy.js';
import {
  createAssets,
  deleteAsset,
  findAsset,
  listAssets,
  presentAsset,
  presentWithUploadUrls,
  storageKey,
  updateAsset,
} from './service.js';
import { uploadRoutes } from './upload-routes.js';

/** Assets (spec 1 §7): owner-only records, files uploaded by PUT to signed URLs. */
export default async function assetsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const storage = createStorage(config);
  const claims = await createUploadClaims(config.redisUrl, `${config.redisPrefix}nodeloom-upload-claims:`);
  app.addHook('onClose', () => claims.close());

  route(app, routes.assets.list, { auth: assetsPolicy.guard('use') }).handle(async ({ user }) =>
    (await listAssets(db, user.id)).map(presentAsset),
  );
  route(app, routes.assets.create, { auth: assetsPolicy.guard('use') }).handle(async ({ user, body }) => {
    const rows = await createAssets(db, user.id, body.assets);
    const now = new Date();
    return { assets: rows.map((row) => presentWithUploadUrls(config, row, now)) };
  });
  route(app, routes.assets.update, { auth: assetsPolicy.guard('use') }).handle(
    async ({ user, params, body }) => presentAsset(await updateAsset(db, user.id, params.id, body)),
  );
  route(app, routes.assets.replace, { auth: assetsPolicy.guard('use') }).handle(async ({ user, params }) => {
    const asset = presentWithUploadUrls(config, await findAsset(db, user.id, params.id), new Date());
    // Asked again within the same second, the URLs are the same as before: the owner re-allows them.
    for (const url of [asset.originalUploadUrl, asset.thumbnailUploadUrl]) {
      await claims.release(new URL(url).searchParams.get('signature') ?? '');
    }
    return asset;
  });
  route(app, routes.assets.delete, { auth: assetsPolicy.guard('use') }).handle(async ({ user, params }) => {
    await deleteAsset(db, storage, user.id, params.id);
    return { ok: true as const };
  });
  route(app, routes.assets.getFile, { auth: assetsPolicy.guard('use') }).handle(
    async ({ user, params, reply }) => {
      const row = await findAsset(db, user.id, params.id);
      const type = params.kind === 'original' ? row.contentType : row.thumbnailContentType;
      const stored = type ? await storage.read(storageKey(row.id, params.kind)) : null;
      if (!type || !stored) throw new NotFoundError('File not uploaded yet');
      if ('redirectTo' in stored) return reply.redirect(stored.redirectTo);
      // Served as a download-safe file: no sniffing, no scripts (SVG), never cached across users.
      return reply
        .type(type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .send(stored.stream);
    },
  );
  await app.register(uploadRoutes(storage, claims, () => new Date()));
}
