// Session and local storage access in one place; storage can throw (sandboxed frames, privacy modes).
import { newRequestId } from '@nodeloom/api';
import { z } from 'zod';
import {
  CANVAS_MAX_ZOOM,
  CANVAS_MIN_ZOOM,
  CANVAS_VIEWPORTS_PROJECT_LIMIT,
  CANVAS_VIEWPORTS_STORAGE_KEY,
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

const storedViewportSchema = z.object({
  x: z.number(),
  y: z.number(),
  zoom: z.number().min(CANVAS_MIN_ZOOM).max(CANVAS_MAX_ZOOM),
});
/** Where a canvas level was left: its pan (screen pixels) and zoom. */
export type StoredViewport = z.infer<typeof storedViewportSchema>;

const projectViewportsSchema = z.object({
  projectId: z.string().min(1),
  /** level id (a context or a node hosting a sub-level; Root's id for Root) → its viewport */
  levels: z.record(z.string(), z.unknown()),
});
type ProjectViewports = { projectId: string; levels: Record<string, StoredViewport> };

/**
 * Parses the stored viewports, most recently moved project first: anything that is not a list
 * reads as none, and a malformed project or level is dropped alone (the others stay).
 */
export function parseStoredViewports(stored: string | null): ProjectViewports[] {
  let raw: unknown;
  try {
    raw = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const projects: ProjectViewports[] = [];
  for (const item of raw) {
    const project = projectViewportsSchema.safeParse(item);
    if (!project.success || projects.some((p) => p.projectId === project.data.projectId)) continue;
    const levels = Object.entries(project.data.levels).flatMap(([levelId, value]) => {
      const viewport = storedViewportSchema.safeParse(value);
      return viewport.success ? [[levelId, viewport.data] as const] : [];
    });
    projects.push({ projectId: project.data.projectId, levels: Object.fromEntries(levels) });
  }
  return projects.slice(0, CANVAS_VIEWPORTS_PROJECT_LIMIT);
}

/** One project's canvas viewports per level, in local storage. */
export interface ViewportMemory {
  /** the level's stored viewport, or null when there is none or it is not a valid one */
  read(levelId: string): StoredViewport | null;
  /** remembers the level's viewport (not one outside the canvas's range); the project becomes the most recently moved */
  write(levelId: string, viewport: StoredViewport): void;
}

/** The viewports of `projectId`'s levels, kept across reloads for the 50 most recently moved projects. */
export function projectViewports(projectId: string): ViewportMemory {
  const all = () => parseStoredViewports(read(local, CANVAS_VIEWPORTS_STORAGE_KEY));
  return {
    read: (levelId) => {
      const levels = all().find((p) => p.projectId === projectId)?.levels;
      return levels && Object.hasOwn(levels, levelId) ? levels[levelId] : null;
    },
    write: (levelId, viewport) => {
      const valid = storedViewportSchema.safeParse(viewport);
      if (!valid.success) return;
      const projects = all();
      const levels = projects.find((p) => p.projectId === projectId)?.levels ?? {};
      const entry = { projectId, levels: { ...levels, [levelId]: valid.data } };
      const next = [entry, ...projects.filter((p) => p.projectId !== projectId)];
      write(
        local,
        CANVAS_VIEWPORTS_STORAGE_KEY,
        JSON.stringify(next.slice(0, CANVAS_VIEWPORTS_PROJECT_LIMIT)),
      );
    },
  };
}

/** §9: a debug flag is on when local storage holds a value for debug_<flag>. */
export function isDebugFlagSet(flag: DebugFlag): boolean {
  const value = read(local, `${DEBUG_FLAG_PREFIX}${flag}`);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}
