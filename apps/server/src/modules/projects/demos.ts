import type { Project } from '@nodeloom/api';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { projects } from '../../db/schema/index.js';
import { loadGraph } from '../../project-log/graph-store.js';
import { presentProject } from './present.js';

/** GET /projects/official/demo: every official project with its graph, read-only. */
export async function listOfficialDemos(db: Database): Promise<Project[]> {
  const rows = await db.select().from(projects).where(eq(projects.official, true)).orderBy(asc(projects.id));
  return Promise.all(rows.map(async (row) => presentProject(row, await loadGraph(db, row.id), true)));
}
