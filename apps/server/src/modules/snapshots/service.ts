import type { CreateSnapshotBody, GraphDto, Snapshot, UpdateSnapshotMetadataBody } from '@nodeloom/api';
import { graphSavedInputs } from '@nodeloom/engine';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectSnapshots, type SnapshotRow } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import type { ProjectLog } from '../../project-log/project-log.js';
import { REST_CLIENT_ID, stampServerEvents } from '../../project-log/server-events.js';
import { SNAPSHOT_NOT_FOUND } from './policy.js';

export function presentSnapshot(row: SnapshotRow): Snapshot {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    color: row.color,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    createdByUserId: row.createdByUserId,
  };
}

/** The listing columns: everything but the graph. */
const summaryColumns = {
  id: projectSnapshots.id,
  projectId: projectSnapshots.projectId,
  name: projectSnapshots.name,
  color: projectSnapshots.color,
  comment: projectSnapshots.comment,
  createdAt: projectSnapshots.createdAt,
  createdByUserId: projectSnapshots.createdByUserId,
};

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The project's current graph as one document, built by the database (no round trip of the rows). */
const currentGraphSql = (projectId: string) => sql`jsonb_build_object(
  'nodes', coalesce((select jsonb_agg(data order by id) from project_nodes where project_id = ${projectId}), '[]'::jsonb),
  'connections', coalesce((select jsonb_agg(data order by id) from project_connections where project_id = ${projectId}), '[]'::jsonb)
)`;

/** POST /projectSnapshots?projectId: copies the project's graph as it is now. */
export async function createSnapshot(
  db: Executor,
  projectId: string,
  userId: string,
  body: CreateSnapshotBody,
): Promise<Snapshot> {
  const [row] = await db
    .insert(projectSnapshots)
    .values({
      projectId,
      name: body.name,
      color: body.color ?? null,
      comment: body.comment ?? null,
      graph: currentGraphSql(projectId),
      createdByUserId: userId,
    })
    .returning(summaryColumns);
  return presentSnapshot({ ...row!, graph: null });
}

export async function listSnapshots(db: Database, projectIds: string[]): Promise<Snapshot[]> {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(projectSnapshots)
    .where(inArray(projectSnapshots.projectId, projectIds))
    .orderBy(desc(projectSnapshots.createdAt), desc(projectSnapshots.id));
  return rows.map((row) => presentSnapshot({ ...row, graph: null }));
}

export async function findSnapshot(db: Database, id: string): Promise<SnapshotRow> {
  const [row] = await db.select().from(projectSnapshots).where(eq(projectSnapshots.id, id)).limit(1);
  if (!row) throw new NotFoundError(SNAPSHOT_NOT_FOUND);
  return row;
}

export async function deleteSnapshot(db: Database, id: string): Promise<void> {
  await db.delete(projectSnapshots).where(eq(projectSnapshots.id, id));
}

export async function updateSnapshotMetadata(
  db: Database,
  id: string,
  body: UpdateSnapshotMetadataBody,
): Promise<Snapshot> {
  if (Object.keys(body).length === 0) return presentSnapshot(await findSnapshot(db, id));
  const [row] = await db.update(projectSnapshots).set(body).where(eq(projectSnapshots.id, id)).returning();
  return presentSnapshot(row!);
}

/**
 * Replaces the project's graph with the snapshot's after taking a snapshot of the current state
 * (returned as `backup`) so the restore can itself be undone. The restore is one graphSaved event
 * with `replace` in the project's log: folded into the stored graph and broadcast to everyone who
 * has the project open, like any edit.
 */
export async function restoreSnapshot(
  db: Database,
  log: ProjectLog,
  snapshot: SnapshotRow,
  userId: string,
): Promise<{ restoredFrom: Snapshot; backup: Snapshot }> {
  const backup = await createSnapshot(db, snapshot.projectId, userId, {
    name: `Before restoring ${snapshot.name}`,
    comment: `Taken automatically before restoring snapshot ${snapshot.id}`,
  });
  const graph = snapshot.graph as GraphDto;
  const updates = [
    ...graph.nodes.map((node) => ({ type: 'saveNode' as const, node })),
    ...graph.connections.map((connection) => ({ type: 'saveConnection' as const, connection })),
  ];
  await log.commit(snapshot.projectId, {
    source: { userId, clientId: REST_CLIENT_ID },
    events: stampServerEvents(graphSavedInputs(updates, { replace: true })),
  });
  return { restoredFrom: presentSnapshot(snapshot), backup };
}
