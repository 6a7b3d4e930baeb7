import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, nameSchema, textSchema } from '../limits.js';
import { isoDateSchema, objectIdSchema } from './common.js';

/** A snapshot without its graph (spec 1 §3 Snapshot). */
export const snapshotSchema = z.object({
  id: objectIdSchema,
  projectId: objectIdSchema,
  name: z.string(),
  color: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: isoDateSchema,
  createdByUserId: objectIdSchema.nullable(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;
export const snapshotListSchema = z.array(snapshotSchema);

export const snapshotProjectQuerySchema = z.object({ projectId: objectIdSchema });

const snapshotName = nameSchema(NAME_MAX_LENGTH);
const color = z.string().trim().max(64, 'must be at most 64 characters').nullable();
const comment = textSchema(DESCRIPTION_MAX_LENGTH).nullable();

export const createSnapshotBodySchema = z.strictObject({
  name: snapshotName,
  color: color.optional(),
  comment: comment.optional(),
});
export type CreateSnapshotBody = z.infer<typeof createSnapshotBodySchema>;

export const updateSnapshotMetadataBodySchema = z.strictObject({
  name: snapshotName.optional(),
  color: color.optional(),
  comment: comment.optional(),
});
export type UpdateSnapshotMetadataBody = z.infer<typeof updateSnapshotMetadataBodySchema>;

export const snapshotsByProjectIdsBodySchema = z.strictObject({
  projectIds: z.array(objectIdSchema).max(500, 'must have at most 500 ids'),
});

/** POST /projectSnapshots/{id}/restore: the snapshot taken of the state before the restore (to undo it). */
export const restoreSnapshotResponseSchema = z.object({
  restoredFrom: snapshotSchema,
  backup: snapshotSchema,
});
