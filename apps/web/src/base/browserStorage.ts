// Session and local storage access in one place; storage can throw (sandboxed frames, privacy modes).
import { newRequestId } from '@nodeloom/api';
import { z } from 'zod';
import {
  DEBUG_FLAG_PREFIX,
  type DebugFlag,
  LAST_PROJECT_ID_STORAGE_KEY,
  RECENT_PROJECTS_LIMIT,
  RECENT_PROJECTS_STORAGE_KEY,
  SESSION_ID_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from './constants.js';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not persisted: the value lives only as long as this page.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

let fallbackSessionId: string | null = null;

/** The browser session's id (x-session-id): one per tab session, kept across reloads. */
export function browserSessionId(): string {
  const stored = read(session, SESSION_ID_STORAGE_KEY);
  if (stored) return stored;
  const id = fallbackSessionId ?? newRequestId();
  fallbackSessionId = id;
  write(session, SESSION_ID_STORAGE_KEY, id);
  return id;
}

/** §2: the last opened project, remembered in session storage. */
export const lastProjectId = {
  get: () => read(session, LAST_PROJECT_ID_STORAGE_KEY),
  set: (projectId: string | null) => write(session, LAST_PROJECT_ID_STORAGE_KEY, projectId),
};

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
  if (!stored) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const entries: RecentProject[] = [];
  for (const item of raw) {
    const parsed = recentProjectSchema.safeParse(item);
    if (parsed.success && !entries.some((entry) => entry.id === parsed.data.id)) entries.push(parsed.data);
  }
  return entries.slice(0, RECENT_PROJECTS_LIMIT);
}

/** Puts the project first, drops its older entry, and keeps the newest 20. */
export function withRecentProject(list: readonly RecentProject[], entry: RecentProject): RecentProject[] {
  return [entry, ...list.filter((item) => item.id !== entry.id)].slice(0, RECENT_PROJECTS_LIMIT);
}

const recentProjectsListeners = new Set<() => void>();

/** §9: the recent projects list (session storage), most recent first. */
export function recentProjects(): RecentProject[] {
  return parseRecentProjects(read(session, RECENT_PROJECTS_STORAGE_KEY));
}

function saveRecentProjects(list: readonly RecentProject[]): void {
  write(session, RECENT_PROJECTS_STORAGE_KEY, JSON.stringify(list));
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

const themeSchema = z.enum(['dark', 'light']);
export type Theme = z.infer<typeof themeSchema>;

/** The last applied theme (local storage), used before the preferences load so there is no flash. */
export const lastTheme = {
  get: (): Theme | null => {
    const parsed = themeSchema.safeParse(read(local, THEME_STORAGE_KEY));
    return parsed.success ? parsed.data : null;
  },
  set: (theme: Theme) => write(local, THEME_STORAGE_KEY, theme),
};

/** §9: a debug flag is on when local storage holds a value for debug_<flag>. */
export function isDebugFlagSet(flag: DebugFlag): boolean {
  const value = read(local, `${DEBUG_FLAG_PREFIX}${flag}`);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}
