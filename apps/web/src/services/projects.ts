// Project calls the shell needs before the projects area lands in @nodeloom/api: a small adapter
// that tolerates the calls not existing yet (404 → empty list / lookup failed).
import { HttpError, isApiError } from '@nodeloom/api';
import { z } from 'zod';
import { api, reportApiError } from './api.js';

const projectSummarySchema = z.looseObject({ id: z.string(), name: z.string().optional() });
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** GET /projects answers a list, or an object holding one under `projects`. */
const projectListSchema = z.union([
  z.array(projectSummarySchema),
  z.object({ projects: z.array(projectSummarySchema) }).transform((body) => body.projects),
]);

export async function listProjects(signal?: AbortSignal): Promise<ProjectSummary[]> {
  try {
    return await api.client.get('/projects', { schema: projectListSchema, signal, silent: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    // Silent above only so the 404 stays quiet; every other failure is reported as usual.
    if (isApiError(error)) reportApiError(error, { method: 'GET', url: error.url, silent: false });
    throw error;
  }
}

/** GET /projects/byAccessToken: the id of the project the token grants, or null. */
export async function findProjectIdByAccessToken(pat: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const project = await api.client.get('/projects/byAccessToken', {
      schema: projectSummarySchema,
      projectAccessToken: pat,
      requiresLogin: false,
      signal,
    });
    return project.id;
  } catch {
    return null;
  }
}
