import { ASSET_MAX_UPLOAD_BYTES, routes } from '@nodeloom/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, NotFoundError, ValidationError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { checkUploadSignature, type ObjectStorage, type UploadClaims } from '../../storage/index.js';
import { ASSET_NOT_FOUND } from './policy.js';
import { checkStorageQuota } from './quota.js';
import { findAssetById, storeUpload } from './service.js';
import { allowedContentTypes, isAllowedContentType, MAX_UPLOAD_MB, mediaType } from './upload-types.js';

export const UPLOAD_URL_USED = 'The upload URL has been used already; ask for a new one';

/**
 * PUT /assets/uploads/{id}/{kind}?expires&signature: the target of the signed upload URLs.
 * Raw bytes (any content type is read as a buffer here only), at most 25 MB, of an allowed type.
 * The signature stands in for the session, like a presigned bucket URL. Each URL is good for one
 * successful upload; originals count against the owner's storage quota (413 past it); calls are
 * rate-limited per client address (UPLOAD_RATE_LIMIT_PER_MINUTE).
 */
export function uploadRoutes(storage: ObjectStorage, claims: UploadClaims, now: () => Date) {
  return async (app: FastifyInstance): Promise<void> => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ASSET_MAX_UPLOAD_BYTES },
      (_r, body, done) => done(null, body),
    );
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const tooLarge = new HttpError(
          413,
          'PayloadTooLarge',
          `The file must be at most ${MAX_UPLOAD_MB} MB`,
        );
        return reply.code(413).send(tooLarge.toBody());
      }
      throw error;
    });

    route(app, routes.assets.upload).handle(async ({ params, query, request }) => {
      const check = checkUploadSignature(
        app.config.session.secret,
        params.id,
        params.kind,
        query.expires,
        query.signature,
        now(),
      );
      if (check === 'invalid') throw new HttpError(403, 'Forbidden', 'The upload URL signature is invalid');
      if (check === 'expired') throw new HttpError(403, 'Forbidden', 'The upload URL has expired');
      const row = await findAssetById(app.db, params.id);
      if (!row) throw new NotFoundError(ASSET_NOT_FOUND);
      const type = mediaType(request.headers['content-type']);
      if (!isAllowedContentType(params.kind, type)) {
        throw new HttpError(
          415,
          'UnsupportedMediaType',
          `Content type ${type || '(none)'} is not allowed for the ${params.kind}; allowed: ${allowedContentTypes(params.kind).join(', ')}`,
        );
      }
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new ValidationError('The file must not be empty');
      if (params.kind === 'original') {
        await checkStorageQuota(app.db, row, body.length, app.config.limits.storageQuotaBytes);
      }
      // One successful upload per URL: claimed first, given back if storing fails.
      if (!(await claims.claim(query.signature, new Date(query.expires * 1000)))) {
        throw new HttpError(403, 'Forbidden', UPLOAD_URL_USED);
      }
      try {
        await storeUpload(app.db, storage, row, params.kind, body, type);
      } catch (error) {
        await claims.release(query.signature);
        throw error;
      }
      return { ok: true as const };
    });
  };
}
