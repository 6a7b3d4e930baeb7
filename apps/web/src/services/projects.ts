// Project calls of spec 1 §7, each through the typed route table, and the query options the
// guards and the projects page share (§9: stale time 2 minutes for projects, demos and teams).
import {
  type CreateProjectBody,
  type Project,
  type ProjectStartContext,
  type ProjectSummary,
  projectStartContextSchema,
  routes,
  type UpdateProjectMetadataBody,
} from '@nodeloom/api';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.js';
import { queryKeys } from './queryClient.js';

export type { ProjectSummary };

/** The query of the user's projects (listProjects). */
export const projectsQuery = queryOptions({
  queryKey: queryKeys.projects,
  queryFn: ({ signal }) => listProjects(signal),
});

/** GET /projects: the user's own projects and their teams'. */
export function listProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  return api.call(routes.projects.list, {}, { signal });
}

/** GET /projects/official/demo: the official demo projects (read-only). */
export const officialDemosQuery = queryOptions({
  queryKey: queryKeys.officialDemos,
  queryFn: ({ signal }): Promise<ProjectSummary[]> =>
    api.call(routes.projects.officialDemo, {}, { signal }).then((demos) => demos.map(withoutGraph)),
});

/** GET /teams: the teams the user belongs to (names for the team projects). */
export const teamsQuery = queryOptions({
  queryKey: queryKeys.teams,
  queryFn: ({ signal }) => api.call(routes.teams.list, {}, { signal }),
});

/** A list needs no graph: dropping it keeps the demo cache small. */
function withoutGraph({
  graph: _graph,
  snapshotId: _id,
  snapshotName: _name,
  ...summary
}: Project): ProjectSummary {
  return summary;
}

/** POST /projects. */
export function createProject(body: CreateProjectBody): Promise<Project> {
  return api.call(routes.projects.create, { body });
}

/** PATCH /projects/{id}/metadata: rename, favourite, archive (archived true) or restore (false). */
export function updateProjectMetadata(id: string, body: UpdateProjectMetadataBody): Promise<ProjectSummary> {
  return api.call(routes.projects.updateMetadata, { params: { id }, body });
}

/** DELETE /projects/{id}. */
export async function deleteProject(id: string): Promise<void> {
  await api.call(routes.projects.delete, { params: { id } });
}

/** GET /projects/byAccessToken: the id of the project the token grants, or null. */
export async function findProjectIdByAccessToken(pat: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const project = await api.call(
      routes.sharing.getByAccessToken,
      {},
      { projectAccessToken: pat, requiresLogin: false, signal },
    );
    return project.id;
  } catch {
    return null;
  }
}

/** metadata.context: the root context a project opens at (set when it was created); markup by default. */
export const PROJECT_CONTEXT_METADATA_KEY = 'context';
export function projectStartContext(project: Pick<ProjectSummary, 'metadata'>): ProjectStartContext {
  const parsed = projectStartContextSchema.safeParse(project.metadata[PROJECT_CONTEXT_METADATA_KEY]);
  return parsed.success ? parsed.data : 'hex';
}
