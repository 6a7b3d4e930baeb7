import type { GraphDto, GraphUpdateResponse, UnorderedUpdateDto } from '@nodeloom/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { projectConnections, projectNodes } from '../db/schema/index.js';

/** Rows per INSERT: 3 parameters each, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 5000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction of it. */
export type Executor = Database | Tx;

/** A project's graph, nodes and connections in id order (stable answers). */
export async function loadGraph(db: Executor, projectId: string): Promise<GraphDto> {
  const [nodes, connections] = await Promise.all([
    db
      .select({ data: projectNodes.data })
      .from(projectNodes)
      .where(eq(projectNodes.projectId, projectId))
      .orderBy(asc(projectNodes.id)),
    db
      .select({ data: projectConnections.data })
      .from(projectConnections)
      .where(eq(projectConnections.projectId, projectId))
      .orderBy(asc(projectConnections.id)),
  ]);
  return {
    nodes: nodes.map((r) => r.data as GraphDto['nodes'][number]),
    connections: connections.map((r) => r.data as GraphDto['connections'][number]),
  };
}

/** Inserts or replaces graph rows of one project (upsert by key), in chunks. */
export async function upsertGraphRows(db: Executor, projectId: string, graph: GraphDto): Promise<void> {
  const targets = [
    { table: projectNodes, rows: graph.nodes },
    { table: projectConnections, rows: graph.connections },
  ] as const;
  for (const { table, rows } of targets) {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const chunk = rows.slice(start, start + INSERT_CHUNK).map((data) => ({ projectId, id: data.id, data }));
      await db
        .insert(table)
        .values(chunk)
        .onConflictDoUpdate({ target: [table.projectId, table.id], set: { data: sql`excluded.data` } });
    }
  }
}

/** Deletes every node and connection of a project (before a restore). */
export async function clearGraph(db: Executor, projectId: string): Promise<void> {
  await db.delete(projectNodes).where(eq(projectNodes.projectId, projectId));
  await db.delete(projectConnections).where(eq(projectConnections.projectId, projectId));
}

/**
 * The net effect of a batch: for each node or connection id the last item wins (the items are
 * unordered, so a batch naming one id twice means its latest state, as the save writer sends it).
 */
export function netEffect(updates: readonly UnorderedUpdateDto[]) {
  const nodes = new Map<string, GraphDto['nodes'][number] | null>();
  const connections = new Map<string, GraphDto['connections'][number] | null>();
  for (const u of updates) {
    if (u.type === 'saveNode') nodes.set(u.node.id, u.node);
    else if (u.type === 'deleteNode') nodes.set(u.nodeId, null);
    else if (u.type === 'saveConnection') connections.set(u.connection.id, u.connection);
    else connections.set(u.connection.id, null);
  }
  const split = <T>(map: Map<string, T | null>) => ({
    saved: [...map.values()].filter((v): v is T => v !== null),
    deleted: [...map].filter(([, v]) => v === null).map(([id]) => id),
  });
  return { nodes: split(nodes), connections: split(connections) };
}

/**
 * Writes unorderedUpdates to a project's rows inside the caller's transaction (the log's fold).
 * Returns whether anything was written.
 */
export async function writeGraphUpdates(
  tx: Executor,
  projectId: string,
  updates: readonly UnorderedUpdateDto[],
): Promise<void> {
  const { nodes, connections } = netEffect(updates);
  await upsertGraphRows(tx, projectId, { nodes: nodes.saved, connections: connections.saved });
  if (nodes.deleted.length > 0) {
    await tx
      .delete(projectNodes)
      .where(and(eq(projectNodes.projectId, projectId), inArray(projectNodes.id, nodes.deleted)));
  }
  if (connections.deleted.length > 0) {
    await tx
      .delete(projectConnections)
      .where(
        and(eq(projectConnections.projectId, projectId), inArray(projectConnections.id, connections.deleted)),
      );
  }
}

/** What a graph save changed, as the route answers it (spec 1 §7). */
export function graphUpdateResponse(
  updates: readonly UnorderedUpdateDto[],
  modifiedAt: Date,
): GraphUpdateResponse {
  const { nodes, connections } = netEffect(updates);
  return {
    savedNodes: nodes.saved.length,
    deletedNodes: nodes.deleted.length,
    savedConnections: connections.saved.length,
    deletedConnections: connections.deleted.length,
    modifiedAt: modifiedAt.toISOString(),
  };
}

/**
 * A project's graph as JSON text built by the database (`{"nodes":[…],"connections":[…]}`, never
 * parsed into objects and serialised again: its items were validated when they were written), with
 * the graph's version and the log counter it is the fold of, read in one
 * statement (one snapshot), so the three always belong together; undefined when the project does
 * not exist.
 */
export async function loadVersionedGraphJson(
  db: Database,
  projectId: string,
): Promise<{ version: number; counter: number; graph: string } | undefined> {
  const result = await db.execute<{
    version: string | number;
    counter: string | number | null;
    graph: string;
  }>(sql`select graph_version as version,
    (select last_counter from project_event_heads where project_id = ${projectId}) as counter,
    json_build_object(
    'nodes', coalesce((select json_agg(data order by id) from project_nodes where project_id = ${projectId}), '[]'::json),
    'connections', coalesce((select json_agg(data order by id) from project_connections where project_id = ${projectId}), '[]'::json)
  )::text as graph from projects where id = ${projectId}`);
  const rows = Array.isArray(result)
    ? result
    : (result as { rows: { version: string | number; counter: string | number | null; graph: string }[] })
        .rows;
  const row = rows[0];
  return row
    ? { version: Number(row.version), counter: Number(row.counter ?? 0), graph: row.graph }
    : undefined;
}
