import { buildPath, type Project } from '@nodeloom/api';
import { readProjectQuery } from '../base/routeRules.js';
import { apiClient } from './api-client.js';

/** The read the address asked for as the page loaded, until the open flow takes it. */
let ahead: { id: string; read: Promise<Project> } | undefined;

/**
 * Issue 34 item 5, "the project fetch starts from the entry": on `/project?id=…` the project is
 * asked for as the page's first script runs, beside the workspace's code, instead of after it (the
 * open flow takes the answer). Only a plain open by id: a share token, the admin flag, a snapshot
 * or a snippet keep their own reads. The call is the route's (projects.get, parsed with its schema
 * once zod has loaded) with the open flow's options, so a refusal is told as it always was.
 */
export function readProjectAhead(location: {
  pathname: string;
  search: string;
}): Promise<Project> | undefined {
  if (location.pathname !== '/project') return undefined;
  const query = readProjectQuery(location.search);
  if (!query.id || query.snapshot || query.pat || query.snip || query.admin) return undefined;
  const read = apiClient.get<Project>(buildPath('/projects/:id', { id: query.id }), {
    requiresLogin: false,
    loadSchema: () => import('./api.js').then((module) => module.projectReadSchema),
  });
  // taken by the open flow, which reports a failure; a page that never opens it leaves it be
  read.catch(() => undefined);
  ahead = { id: query.id, read };
  return read;
}

/** The read started ahead for the project, once: a later open of it (a reopen) asks the server again. */
export function takeProjectReadAhead(id: string): Promise<Project> | undefined {
  if (ahead?.id !== id) return undefined;
  const { read } = ahead;
  ahead = undefined;
  return read;
}
