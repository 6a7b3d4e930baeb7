import {
  type GraphDto,
  type Project,
  type ProjectSummary,
  projectSummarySchema,
  type WorkspaceType,
} from '@nodeloom/api';
import type { FastifyReply } from 'fastify';
import type { ProjectRow } from '../../db/schema/index.js';

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

/**
 * Sends a project whose graph is JSON text from loadGraphJson: the summary is checked against the
 * contract (unknown fields dropped) and the graph spliced in. Return the reply from the handler.
 */
export function sendProjectWithGraphJson(
  reply: FastifyReply,
  row: ProjectRow,
  graphJson: string,
  readonly: boolean,
): FastifyReply {
  const summary = JSON.stringify(projectSummarySchema.parse(presentProjectSummary(row, readonly)));
  return reply.type('application/json; charset=utf-8').send(`${summary.slice(0, -1)},"graph":${graphJson}}`);
}
