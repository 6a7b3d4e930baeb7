// Project snapshot calls of spec 1 §7, through the typed route table.
import { type Project, routes, type Snapshot, type UpdateSnapshotMetadataBody } from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';

export type { Snapshot };

export const snapshotKeys = {
  list: (projectId: string) => ['snapshots', projectId] as const,
};

/** GET /projectSnapshots?projectId: a project's snapshots, newest first. */
export const snapshotsQuery = (projectId: string) =>
  queryOptions({
    queryKey: snapshotKeys.list(projectId),
    queryFn: ({ signal }) =>
      api
        .call(routes.snapshots.list, { query: { projectId } }, { signal })
        .then((list) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
  });

export function createSnapshot(
  projectId: string,
  body: { name: string; color: string | null; comment: string | null },
): Promise<Snapshot> {
  return api.call(routes.snapshots.create, { query: { projectId }, body });
}

/** GET /projectSnapshots/{id}: the snapshot as a project, with its graph. */
export function fetchSnapshot(id: string): Promise<Project> {
  return api.call(routes.snapshots.get, { params: { id } });
}

export function restoreSnapshot(id: string) {
  return api.call(routes.snapshots.restore, { params: { id } });
}

export function updateSnapshot(id: string, body: UpdateSnapshotMetadataBody): Promise<Snapshot> {
  return api.call(routes.snapshots.updateMetadata, { params: { id }, body });
}

export function deleteSnapshot(id: string): Promise<void> {
  return api.call(routes.snapshots.delete, { params: { id } }).then(() => undefined);
}
