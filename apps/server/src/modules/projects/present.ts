import type { GraphDto, Project, ProjectSummary, WorkspaceType } from '@nodeloom/api';
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
