import { defineRoute } from '../route.js';
import {
  assetFileParamsSchema,
  assetListSchema,
  assetSchema,
  assetUploadListSchema,
  assetUploadQuerySchema,
  assetUploadSchema,
  createAssetsBodySchema,
  updateAssetBodySchema,
} from '../schemas/assets.js';
import { idParamsSchema, okResponseSchema } from '../schemas/common.js';

/** The assets calls, implemented by apps/server/src/modules/assets. */
export const assetsRoutes = {
  list: defineRoute({ method: 'GET', path: '/assets', response: assetListSchema }),
  create: defineRoute({
    method: 'POST',
    path: '/assets',
    body: createAssetsBodySchema,
    response: assetUploadListSchema,
    status: 201,
    rateLimit: 'uploads',
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/assets/:id',
    params: idParamsSchema,
    body: updateAssetBodySchema,
    response: assetSchema,
  }),
  replace: defineRoute({
    method: 'PATCH',
    path: '/assets/:id/replace',
    params: idParamsSchema,
    response: assetUploadSchema,
    rateLimit: 'uploads',
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/assets/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
  /** The stored bytes (owner only). */
  getFile: defineRoute({
    method: 'GET',
    path: '/assets/:id/files/:kind',
    params: assetFileParamsSchema,
    /** 302 to a presigned URL when the files are in an S3 bucket. */
    otherSuccess: [302],
  }),
  /** Target of the signed upload URLs: raw bytes, checked against signature, expiry, size and type. */
  upload: defineRoute({
    method: 'PUT',
    path: '/assets/uploads/:id/:kind',
    params: assetFileParamsSchema,
    query: assetUploadQuerySchema,
    response: okResponseSchema,
    rateLimit: 'uploads',
    /** 413 also past the owner's storage quota. */
    errors: [413],
  }),
} as const;
