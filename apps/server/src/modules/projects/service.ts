import type { CreateProjectBody, ProjectSummary, UpdateProjectMetadataBody } from '@nodeloom/api';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type ProjectRow, projects } from '../../db/schema/index.js';
import { type Caller, projectAccess } from '../../permissions/index.js';
import { emptyProjectGraph } from '../../project-log/empty-graph.js';
import { upsertGraphRows } from '../../project-log/graph-store.js';
import { presentProjectSummary } from './present.js';

export const DEFAULT_PROJECT_NAME = 'Untitled project';

/** GET /projects: the caller's own projects and their teams', most recently modified first. */
export async function listProjects(db: Database, caller: Caller): Promise<ProjectSummary[]> {
  const userId = caller.user!.id;
  const teamIds = [...caller.teamRoles.keys()];
  const rows = await db
    .select()
    .from(projects)
    .where(
      teamIds.length > 0
        ? or(eq(projects.workspaceUserId, userId), inArray(projects.workspaceTeamId, teamIds))
        : eq(projects.workspaceUserId, userId),
    )
    .orderBy(desc(projects.modifiedAt));
  return rows.map((row) => presentProjectSummary(row, projectAccess(row, caller) !== 'write'));
}

/** POST /projects: a project with the engine's root contexts, in the caller's or a team's workspace. */
export async function createProject(
  db: Database,
  caller: Caller,
  body: CreateProjectBody,
): Promise<ProjectRow> {
  const user = caller.user!;
  const graph = await emptyProjectGraph();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        name: body.name ?? DEFAULT_PROJECT_NAME,
        category: body.category ?? '',
        metadata: body.metadata ?? {},
        createdByUserId: user.id,
        workspaceType: body.teamId ? 'team' : 'user',
        workspaceUserId: body.teamId ? null : user.id,
        workspaceTeamId: body.teamId ?? null,
      })
      .returning();
    await upsertGraphRows(tx, row!.id, graph);
    return row!;
  });
}

/** PATCH /projects/{id}/metadata: only the given fields change; archived true archives, false restores. */
export async function updateProjectMetadata(
  db: Database,
  id: string,
  body: UpdateProjectMetadataBody,
): Promise<ProjectRow> {
  const { archived, ...fields } = body;
  const [row] = await db
    .update(projects)
    .set({
      ...fields,
      ...(archived === undefined ? {} : { archivedAt: archived ? new Date() : null }),
      modifiedAt: new Date(),
    })
    .where(eq(projects.id, id))
    .returning();
  return row!;
}

/** DELETE /projects/{id}: the project, its graph, snapshots and tokens (cascade). */
export async function deleteProject(db: Database, id: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, id));
}

/** The rows of the given project ids that exist. */
export async function findProjectRows(db: Database, ids: string[]): Promise<ProjectRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(projects).where(inArray(projects.id, ids));
}
