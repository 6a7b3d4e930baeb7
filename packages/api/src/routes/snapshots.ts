import { defineRoute } from '../route.js';
import { idParamsSchema, okResponseSchema } from '../schemas/common.js';
import { projectSchema } from '../schemas/projects.js';
import {
  createSnapshotBodySchema,
  restoreSnapshotResponseSchema,
  snapshotListSchema,
  snapshotProjectQuerySchema,
  snapshotSchema,
  snapshotsByProjectIdsBodySchema,
  updateSnapshotMetadataBodySchema,
} from '../schemas/snapshots.js';

/** The snapshots calls, implemented by apps/server/src/modules/snapshots. */
export const snapshotsRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/projectSnapshots',
    query: snapshotProjectQuerySchema,
    body: createSnapshotBodySchema,
    response: snapshotSchema,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/projectSnapshots',
    query: snapshotProjectQuerySchema,
    response: snapshotListSchema,
  }),
  getByProjectIds: defineRoute({
    method: 'POST',
    path: '/projectSnapshots/getByProjectIds',
    body: snapshotsByProjectIdsBodySchema,
    response: snapshotListSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/projectSnapshots/:id',
    params: idParamsSchema,
    response: projectSchema,
    /** 409 ProjectArchived: the snapshot's project is archived. */
    errors: [409],
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/projectSnapshots/:id',
    params: idParamsSchema,
    response: okResponseSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/projectSnapshots/:id/restore',
    params: idParamsSchema,
    response: restoreSnapshotResponseSchema,
  }),
  updateMetadata: defineRoute({
    method: 'PATCH',
    path: '/projectSnapshots/:id/metadata',
    params: idParamsSchema,
    body: updateSnapshotMetadataBodySchema,
    response: snapshotSchema,
  }),
} as const;
