import { z } from 'zod';
import { ASSET_NAME_MAX_LENGTH, nameSchema } from '../limits.js';
import { UNIX_SECONDS_MAX, wholeNumberTextSchema } from '../numbers.js';
import { isoDateSchema, objectIdSchema } from './common.js';

/** Largest file (and thumbnail) accepted by an upload URL. */
export const ASSET_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** How long an upload URL stays valid. */
export const ASSET_UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** At most this many assets per POST /assets. */
export const ASSET_BATCH_MAX = 50;

/** Media types an original may have (upload Content-Type; the file is served with it). */
export const ASSET_ORIGINAL_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'font/woff',
  'font/woff2',
  'font/ttf',
  'font/otf',
  'application/pdf',
  'application/json',
  'text/plain',
  'text/csv',
  'model/gltf-binary',
  'model/gltf+json',
];

/** Media types a thumbnail may have. */
export const ASSET_THUMBNAIL_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

const assetName = nameSchema(ASSET_NAME_MAX_LENGTH);
/** A folder path: absolute, no '//' and no '.' or '..' segments (spec 1 §5). */
const assetPath = z
  .string()
  .max(1024, 'must be at most 1024 characters')
  .regex(/^\/(?:[^/]+(?:\/[^/]+)*)?$/, "must start with / and contain no '//'")
  .refine((path) => !path.split('/').some((part) => part === '.' || part === '..'), {
    message: "must not contain '.' or '..' segments",
  })
  .meta({ examples: ['/images/backgrounds'] });

export const createAssetsBodySchema = z.strictObject({
  assets: z
    .array(
      z.strictObject({
        fileId: z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters'),
        name: assetName,
        path: assetPath,
      }),
    )
    .min(1, 'must have at least 1 item')
    .max(ASSET_BATCH_MAX, `must have at most ${ASSET_BATCH_MAX} items`),
});

export const assetSchema = z.object({
  id: objectIdSchema,
  fileId: z.string(),
  name: z.string(),
  path: z.string(),
  contentType: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Where the owner reads the stored file (null until uploaded). */
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Asset = z.infer<typeof assetSchema>;
export const assetListSchema = z.array(assetSchema);

/** An asset with its signed, expiring upload URLs (spec 1 §3: originalUploadUrl, thumbnailUploadUrl). */
export const assetUploadSchema = assetSchema.extend({
  originalUploadUrl: z.string(),
  thumbnailUploadUrl: z.string(),
  uploadUrlsExpireAt: isoDateSchema,
});
export const assetUploadListSchema = z.object({ assets: z.array(assetUploadSchema) });

export const updateAssetBodySchema = z.strictObject({
  name: assetName.optional(),
  path: assetPath.optional(),
});

export const assetFileParamsSchema = z.object({
  id: objectIdSchema,
  kind: z.enum(['original', 'thumbnail'], { error: 'must be original or thumbnail' }),
});
export const assetUploadQuerySchema = z.object({
  /** Unix seconds (signed with the URL, compared with the clock, never stored). */
  expires: wholeNumberTextSchema({ max: UNIX_SECONDS_MAX }),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
});
