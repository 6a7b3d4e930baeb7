import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projects } from '../db/schema/index.js';
import { builtInRegistry } from '../modules/projects/empty-graph.js';
import { clearGraph, upsertGraphRows } from '../modules/projects/graph-store.js';
import { demoProjects } from './demo-graphs.js';

/**
 * Writes the official demo projects (read-only for everybody, listed by GET /projects/official/demo).
 * Idempotent and safe to run from several instances at once: rows are upserted by fixed ids.
 */
export async function seedOfficialDemoProjects(db: Database): Promise<void> {
  const demos = demoProjects(await builtInRegistry());
  await db.transaction(async (tx) => {
    for (const demo of demos) {
      const fields = {
        name: demo.name,
        category: demo.category,
        official: true,
        workspaceType: 'organisation',
      };
      await tx
        .insert(projects)
        .values({ id: demo.id, ...fields })
        .onConflictDoUpdate({ target: projects.id, set: fields });
      await clearGraph(tx, demo.id);
      await upsertGraphRows(tx, demo.id, demo.graph);
    }
    // Demos dropped from the list stop being official (their rows are kept).
    await tx
      .update(projects)
      .set({ official: false })
      .where(
        and(
          eq(projects.official, true),
          notInArray(
            projects.id,
            demos.map((d) => d.id),
          ),
        ),
      );
  });
}
