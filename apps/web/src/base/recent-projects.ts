// §9 the recent projects list in session storage; its entries are checked with zod, which the
// shell's first page does not load (this module loads with the pages that show or change the list).
import { z } from 'zod';
import { sessionValue } from './browserStorage.js';
import { RECENT_PROJECTS_LIMIT, RECENT_PROJECTS_STORAGE_KEY } from './constants.js';
import { parseStoredList, withFirst } from './stored-list.js';
import './zod-config.js';

const recentProjectSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** When the project was last opened (ISO 8601). */
  openedAt: z.string(),
  /** The access token it was opened with (§2 /project?pat=…), so a project shared by token can be reopened. */
  accessToken: z.string().min(1).optional(),
});
/** §9: one entry of the recent projects list, most recently opened first. */
export type RecentProject = z.infer<typeof recentProjectSchema>;
/** What the open flow knows about the project it opened (§4 step 11). */
export type RecentProjectInput = Omit<RecentProject, 'openedAt'>;

/**
 * Parses the stored list: anything that is not JSON or not a list yields an empty list,
 * and entries that do not match the schema are dropped one by one (a bad entry does not lose the others).
 */
export function parseRecentProjects(stored: string | null): RecentProject[] {
  const read = (item: unknown) => recentProjectSchema.safeParse(item).data ?? null;
  return parseStoredList(stored, read, (entry) => entry.id, RECENT_PROJECTS_LIMIT);
}

/** Puts the project first, drops its older entry, and keeps the newest 20. */
export function withRecentProject(list: readonly RecentProject[], entry: RecentProject): RecentProject[] {
  return withFirst(list, entry, (item) => item.id, RECENT_PROJECTS_LIMIT);
}

const recentProjectsListeners = new Set<() => void>();

/** §9: the recent projects list (session storage), most recent first. */
export function recentProjects(): RecentProject[] {
  return parseRecentProjects(sessionValue.get(RECENT_PROJECTS_STORAGE_KEY));
}

function saveRecentProjects(list: readonly RecentProject[]): void {
  sessionValue.set(RECENT_PROJECTS_STORAGE_KEY, JSON.stringify(list));
  for (const listener of recentProjectsListeners) listener();
}

/** §4 open flow step 11: records an opened project at the front of the recent list and returns the new list. */
export function addRecentProject(project: RecentProjectInput, openedAt: Date = new Date()): RecentProject[] {
  const entry = recentProjectSchema.parse({ ...project, openedAt: openedAt.toISOString() });
  const list = withRecentProject(recentProjects(), entry);
  saveRecentProjects(list);
  return list;
}

/** Forgets a project (deleted, or no longer reachable). */
export function removeRecentProject(projectId: string): void {
  const list = recentProjects();
  if (list.some((entry) => entry.id === projectId))
    saveRecentProjects(list.filter((entry) => entry.id !== projectId));
}

/** Renames a project's entry, so the list follows a rename made on the projects page. */
export function renameRecentProject(projectId: string, name: string): void {
  const list = recentProjects();
  if (list.some((entry) => entry.id === projectId && entry.name !== name)) {
    saveRecentProjects(list.map((entry) => (entry.id === projectId ? { ...entry, name } : entry)));
  }
}

/** Calls the listener whenever this page changes the recent list; returns the unsubscribe. */
export function subscribeRecentProjects(listener: () => void): () => void {
  recentProjectsListeners.add(listener);
  return () => recentProjectsListeners.delete(listener);
}
