import { type GraphDto, routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import {
  loadCaller,
  projectAccess,
  requireReadableProject,
  requireWritableProject,
} from '../../permissions/index.js';
import { findProjectRows, presentProject, refuseNulCharacters } from '../projects/index.js';
import { snapshotsPolicy } from './policy.js';
import {
  createSnapshot,
  deleteSnapshot,
  findSnapshot,
  listSnapshots,
  restoreSnapshot,
  updateSnapshotMetadata,
} from './service.js';

/** The snapshot routes of spec 1 §7: every one needs the project's read (list/get) or write access. */
export default async function snapshotsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  refuseNulCharacters(app);

  route(app, routes.snapshots.create, { auth: snapshotsPolicy.guard('write') }).handle(
    async ({ query, user, body }) => {
      await requireWritableProject(db, query.projectId, await loadCaller(db, user));
      return createSnapshot(db, query.projectId, user.id, body);
    },
  );

  route(app, routes.snapshots.list, { auth: snapshotsPolicy.guard('read') }).handle(
    async ({ query, user }) => {
      await requireReadableProject(db, query.projectId, await loadCaller(db, user), { allowArchived: true });
      return listSnapshots(db, [query.projectId]);
    },
  );

  // Only the snapshots of projects the caller may read; other ids are silently left out.
  route(app, routes.snapshots.getByProjectIds, { auth: snapshotsPolicy.guard('read') }).handle(
    async ({ user, body }) => {
      const caller = await loadCaller(db, user);
      const rows = await findProjectRows(db, body.projectIds);
      return listSnapshots(
        db,
        rows.filter((row) => projectAccess(row, caller) !== 'none').map((row) => row.id),
      );
    },
  );

  route(app, routes.snapshots.get, { auth: snapshotsPolicy.guard('read') }).handle(
    async ({ params, user }) => {
      const snapshot = await findSnapshot(db, params.id);
      const { row } = await requireReadableProject(db, snapshot.projectId, await loadCaller(db, user));
      // A snapshot is always read-only (spec 1 §6).
      return {
        ...presentProject(row, snapshot.graph as GraphDto, true),
        snapshotId: snapshot.id,
        snapshotName: snapshot.name,
      };
    },
  );

  route(app, routes.snapshots.delete, { auth: snapshotsPolicy.guard('write') }).handle(
    async ({ params, user }) => {
      const snapshot = await findSnapshot(db, params.id);
      await requireWritableProject(db, snapshot.projectId, await loadCaller(db, user), {
        allowArchived: true,
      });
      await deleteSnapshot(db, snapshot.id);
      return { ok: true as const };
    },
  );

  route(app, routes.snapshots.restore, { auth: snapshotsPolicy.guard('write') }).handle(
    async ({ params, user }) => {
      const snapshot = await findSnapshot(db, params.id);
      await requireWritableProject(db, snapshot.projectId, await loadCaller(db, user));
      return restoreSnapshot(db, app.projectLog, snapshot, user.id);
    },
  );

  route(app, routes.snapshots.updateMetadata, { auth: snapshotsPolicy.guard('write') }).handle(
    async ({ params, user, body }) => {
      const snapshot = await findSnapshot(db, params.id);
      await requireWritableProject(db, snapshot.projectId, await loadCaller(db, user), {
        allowArchived: true,
      });
      return updateSnapshotMetadata(db, snapshot.id, body);
    },
  );
}
