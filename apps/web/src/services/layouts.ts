// The user's layouts (spec 1 §3 User layout, §7 GET/POST/DELETE /users/layouts): one working layout per
// project, saved on its own as the user changes it, and named layouts the user saves for every project.
import { type Layout, type LayoutJson, routes } from '@nodeloom/api';
import { api } from './api.js';

/** The name of a project's working layout (tied to the project by projectId). */
export const PROJECT_LAYOUT_NAME = 'workspace';

/** The project's working layout, if one was saved. */
export async function loadProjectLayout(
  projectId: string,
  signal?: AbortSignal,
): Promise<LayoutJson | undefined> {
  const layouts = await api.call(routes.layouts.list, { query: { projectId } }, { signal });
  return layouts.find((layout) => layout.name === PROJECT_LAYOUT_NAME)?.json;
}

export function saveProjectLayout(projectId: string, json: LayoutJson): Promise<Layout> {
  return api.call(routes.layouts.save, { params: { name: PROJECT_LAYOUT_NAME }, body: { json, projectId } });
}

/** Named layouts the user saved (not tied to a project), by name. */
export async function listSavedLayouts(signal?: AbortSignal): Promise<Layout[]> {
  const layouts = await api.call(routes.layouts.list, { query: {} }, { signal });
  return layouts.sort((a, b) => a.name.localeCompare(b.name));
}

export function saveNamedLayout(name: string, json: LayoutJson): Promise<Layout> {
  return api.call(routes.layouts.save, { params: { name }, body: { json, projectId: null } });
}

export async function deleteNamedLayout(name: string): Promise<void> {
  await api.call(routes.layouts.delete, { params: { name }, query: {} });
}
