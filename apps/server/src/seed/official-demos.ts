import { isDeepStrictEqual } from 'node:util';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { GraphDto } from '@nodeloom/api';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projects } from '../db/schema/index.js';
import { builtInRegistry } from '../project-log/empty-graph.js';
import { clearGraph, loadGraph, upsertGraphRows } from '../project-log/graph-store.js';
import { type DemoProject, demoProjects } from './demo-graphs.js';
import { staleOfficialUdns, writeOfficialUdns } from './official-udns.js';

/**
 * Where the demos are built: 'worker' in a short-lived worker thread (demo-projects-worker.ts), so
 * the node library they need is not loaded into a server nobody has used yet (it stays out until a
 * project is created); 'here' in this thread. The default is 'worker' when running the build and
 * 'here' on the sources (under vitest or tsx a worker would not load .ts files).
 */
export type DemoBuildPlace = 'worker' | 'here';
const defaultBuildPlace: DemoBuildPlace = import.meta.url.endsWith('.js') ? 'worker' : 'here';

/** Runs a worker (demo-projects-worker.js by default) and resolves with the demos it posts; it then exits. */
export function demoProjectsFromWorker(
  script: URL | string = new URL('./demo-projects-worker.js', import.meta.url),
  options: WorkerOptions = {},
): Promise<DemoProject[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, options);
    let demos: DemoProject[] | undefined;
    worker.once('message', (message: DemoProject[]) => {
      demos = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      demos ? resolve(demos) : reject(new Error(`the demo projects worker exited with code ${code}`)),
    );
  });
}

async function buildDemoProjects(place: DemoBuildPlace): Promise<DemoProject[]> {
  return place === 'worker' ? demoProjectsFromWorker() : demoProjects(await builtInRegistry());
}

/** A graph as the database gives it back (JSON, items by id), to compare with a built one. */
function comparable(graph: GraphDto): GraphDto {
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const json = JSON.parse(JSON.stringify(graph)) as GraphDto;
  return { nodes: json.nodes.sort(byId), connections: json.connections.sort(byId) };
}

/** A demo's metadata: the context it opens in, when not markup (as New project records it). */
function demoMetadata(demo: DemoProject): Record<string, unknown> {
  return demo.context ? { context: demo.context } : {};
}

/**
 * True when the database already holds exactly these demos (the official rows, their fields and
 * graphs): a restart with no new demos then writes nothing (a write grows the embedded database's
 * memory by tens of MB), while an upgrade that changes them rewrites them.
 */
async function demosUnchanged(db: Database, demos: DemoProject[]): Promise<boolean> {
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      category: projects.category,
      metadata: projects.metadata,
      workspaceType: projects.workspaceType,
    })
    .from(projects)
    .where(eq(projects.official, true));
  if (rows.length !== demos.length) return false;
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const demo of demos) {
    const row = byId.get(demo.id);
    if (
      !row ||
      row.name !== demo.name ||
      row.category !== demo.category ||
      !isDeepStrictEqual(row.metadata, demoMetadata(demo)) ||
      row.workspaceType !== 'organisation'
    )
      return false;
    if (!isDeepStrictEqual(comparable(await loadGraph(db, demo.id)), comparable(demo.graph))) return false;
  }
  return true;
}

/**
 * Writes the official demo projects (read-only for everybody, listed by GET /projects/official/demo)
 * and the official UDNs they use (read by every signed-in user, changed by nobody). Idempotent and
 * safe to run from several instances at once: rows are upserted by fixed ids; when the database
 * already holds these very demos and UDNs nothing is written. UDNs a demo no longer uses are kept
 * (a saved copy of the demo may still use them).
 */
export async function seedOfficialDemoProjects(
  db: Database,
  place: DemoBuildPlace = defaultBuildPlace,
): Promise<void> {
  const demos = await buildDemoProjects(place);
  const staleUdns = await staleOfficialUdns(db, demos);
  if (staleUdns.length === 0 && (await demosUnchanged(db, demos))) return;
  await db.transaction(async (tx) => {
    await writeOfficialUdns(tx, staleUdns);
    for (const demo of demos) {
      const fields = {
        name: demo.name,
        category: demo.category,
        metadata: demoMetadata(demo),
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
