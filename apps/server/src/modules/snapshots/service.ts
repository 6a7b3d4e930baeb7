import type { CreateSnapshotBody, GraphDto, Snapshot, UpdateSnapshotMetadataBody } from '@nodeloom/api';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projectSnapshots, projects, type SnapshotRow } from '../../db/schema/index.js';
import { NotFoundError } from '../../http/errors.js';
import { clearGraph, upsertGraphRows } from '../projects/graph-store.js';

export const SNAPSHOT_NOT_FOUND = 'Snapshot not found';

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
 * Replaces the project's graph with the snapshot's, in one transaction, after taking a snapshot of
 * the current state (returned as `backup`) so the restore can itself be undone.
 */
export async function restoreSnapshot(
  db: Database,
  snapshot: SnapshotRow,
  userId: string,
): Promise<{ restoredFrom: Snapshot; backup: Snapshot }> {
  return db.transaction(async (tx) => {
    const backup = await createSnapshot(tx, snapshot.projectId, userId, {
      name: `Before restoring ${snapshot.name}`,
      comment: `Taken automatically before restoring snapshot ${snapshot.id}`,
    });
    await clearGraph(tx, snapshot.projectId);
    await upsertGraphRows(tx, snapshot.projectId, snapshot.graph as GraphDto);
    await tx.update(projects).set({ modifiedAt: new Date() }).where(eq(projects.id, snapshot.projectId));
    return { restoredFrom: presentSnapshot(snapshot), backup };
  });
}
