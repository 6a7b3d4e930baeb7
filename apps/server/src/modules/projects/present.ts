import {
  type GraphDto,
  type Project,
  type ProjectSummary,
  projectSummarySchema,
  type WorkspaceType,
} from '@nodeloom/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { ProjectRow } from '../../db/schema/index.js';
import { loadVersionedGraphJson } from '../../project-log/graph-store.js';
import { COMPRESSION_THRESHOLD_BYTES, compressText, negotiateEncoding } from './answer-encoding.js';
import { matchesIfNoneMatch, projectETag } from './project-etag.js';
import type { ProjectReadCache } from './project-read-cache.js';

/** A project row as lists show it, with the server's read-only decision. */
export function presentProjectSummary(row: ProjectRow, readonly: boolean): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    favourite: row.favourite,
    official: row.official,
    createdByUserId: row.createdByUserId,
    workspace: {
      type: row.workspaceType as WorkspaceType,
      userId: row.workspaceUserId,
      teamId: row.workspaceTeamId,
      organisationId: row.workspaceOrganisationId,
    },
    metadata: row.metadata,
    readonly,
  };
}

/** A project with its graph (spec 1 §3). */
export function presentProject(row: ProjectRow, graph: GraphDto, readonly: boolean): Project {
  return { ...presentProjectSummary(row, readonly), graph };
}

/** The summary as the contract allows it (checked, unknown fields dropped), as JSON text. */
function projectSummaryJson(row: ProjectRow, readonly: boolean): string {
  return JSON.stringify(projectSummarySchema.parse(presentProjectSummary(row, readonly)));
}

/**
 * `"graph": …, "eventCounter": N` as JSON text: the graph (never parsed here) with the log counter
 * it is the fold of, read together (loadVersionedGraphJson).
 */
export function graphFragment(loaded: { graph: string; counter: number }): string {
  return `"graph":${loaded.graph},"eventCounter":${loaded.counter}`;
}

/** `{…summary, "graph": …, "eventCounter": N}` without parsing the graph: the summary's closing brace is replaced. */
function spliceGraph(summaryJson: string, fragment: string): string {
  return `${summaryJson.slice(0, -1)},${fragment}}`;
}

/**
 * Sends a project with its graph and counter as JSON text (graphFragment): the summary is checked
 * against the contract (unknown fields dropped) and the rest spliced in. Return the reply from the handler.
 */
export function sendProjectWithGraphJson(
  reply: FastifyReply,
  row: ProjectRow,
  fragment: string,
  readonly: boolean,
): FastifyReply {
  return reply
    .type('application/json; charset=utf-8')
    .send(spliceGraph(projectSummaryJson(row, readonly), fragment));
}

/**
 * Sends a project read with its ETag, or 304 with no body when the caller's If-None-Match already
 * names it: reopening an unchanged project costs the access check, not the graph. The row is read
 * before the graph, so a save in between can only make the ETag older than the body (the next
 * request then gets the body again), never newer. `no-cache`: browsers keep the answer and ask again.
 * Compressed as Accept-Encoding asks; the compressed bytes are kept by ETag and encoding, so a
 * repeat open by anyone (after their own access check, done by the caller) sends stored bytes.
 */
export async function sendProjectUnlessUnchanged(
  db: Database,
  cache: ProjectReadCache,
  request: FastifyRequest,
  reply: FastifyReply,
  row: ProjectRow,
  readonly: boolean,
): Promise<FastifyReply> {
  const summaryJson = projectSummaryJson(row, readonly);
  const etag = projectETag(row.graphVersion, summaryJson);
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request, etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  // A stored compressed answer needs no graph text at all.
  const stored = encoding === 'identity' ? undefined : cache.storedAnswer(row.id, etag, encoding);
  if (stored) return reply.header('content-encoding', encoding).send(stored);
  let fragment = cache.graphJson(row.id, row.graphVersion);
  let graphVersion = row.graphVersion;
  if (fragment === undefined) {
    const loaded = await loadVersionedGraphJson(db, row.id);
    if (!loaded) return reply.code(404).send();
    fragment = graphFragment(loaded);
    graphVersion = loaded.version;
    // Cached under the version read with it; a save since the row was read makes it newer than
    // the ETag sent, never older (the next request gets the newer graph again). Every fold moves
    // the version, so a cached graph always says the counter it was read at.
    cache.setGraphJson(row.id, graphVersion, fragment);
  }
  const body = spliceGraph(summaryJson, fragment);
  if (encoding === 'identity' || body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(body);
  const compress = () => compressText(body, encoding);
  // Kept under the ETag only when the body is the one it names (not a graph saved since the row).
  const bytes =
    graphVersion === row.graphVersion
      ? await cache.compressedAnswer(row.id, etag, encoding, compress)
      : await compress();
  return reply.header('content-encoding', encoding).send(bytes);
}
