// The user's layouts (spec 1 §3 User layout, §7 GET/POST/DELETE /users/layouts): one working layout per
// project, saved on its own as the user changes it, and named layouts the user saves for every project.
import { type Layout, type LayoutJson, routes } from '@nodeloom/api';
import { api } from './api.js';

/** The name of a project's working layout (tied to the project by projectId). */
export const PROJECT_LAYOUT_NAME = 'workspace';

async function readProjectLayout(
  projectId: string,
  options: { signal?: AbortSignal; silent?: boolean },
): Promise<LayoutJson | undefined> {
  const layouts = await api.call(routes.layouts.list, { query: { projectId } }, options);
  return layouts.find((layout) => layout.name === PROJECT_LAYOUT_NAME)?.json;
}

/** Working layouts read ahead, while their project opens; the next load of the project takes its own. */
const readAhead = new Map<string, Promise<LayoutJson | undefined>>();

/**
 * Starts reading the project's working layout while the project itself is fetched, instead of
 * after the editor exists (one round trip less before the canvas). Silent: if this read fails,
 * or the project opens read-only and shows no working layout, nothing is shown for it.
 */
export function readProjectLayoutAhead(projectId: string): void {
  const pending = readProjectLayout(projectId, { silent: true });
  pending.catch(() => undefined);
  readAhead.set(projectId, pending);
}

/** The project's working layout, if one was saved (the one read ahead, when it was read). */
export async function loadProjectLayout(
  projectId: string,
  signal?: AbortSignal,
): Promise<LayoutJson | undefined> {
  const ahead = readAhead.get(projectId);
  readAhead.delete(projectId);
  if (ahead) {
    const layout = await ahead.then(
      (json) => ({ json }),
      () => undefined,
    );
    // a failed read ahead is read again, and its failure shown as any other
    if (layout) return layout.json;
  }
  return readProjectLayout(projectId, { signal });
}

/** How a layout save is sent: `leavingPage` when the page is going away with it (a reload, a closed tab). */
export interface LayoutSaveTiming {
  leavingPage: boolean;
}

/** Saves the project's working layout; `leavingPage`: sent so that it outlives the page. */
export function saveProjectLayout(
  projectId: string,
  json: LayoutJson,
  { leavingPage }: LayoutSaveTiming = { leavingPage: false },
): Promise<Layout> {
  return api.call(
    routes.layouts.save,
    { params: { name: PROJECT_LAYOUT_NAME }, body: { json, projectId } },
    leavingPage ? { keepalive: true } : {},
  );
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
