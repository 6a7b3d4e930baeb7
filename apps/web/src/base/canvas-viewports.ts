// Where each canvas level of a project was left, in local storage, so a project reopens there.
// Entries are checked with zod, which the shell's first page does not load (this module loads with
// the workspace).
import { z } from 'zod';
import { localValue } from './browserStorage.js';
import {
  CANVAS_MAX_ZOOM,
  CANVAS_MIN_ZOOM,
  CANVAS_VIEWPORTS_PROJECT_LIMIT,
  CANVAS_VIEWPORTS_STORAGE_KEY,
} from './constants.js';
import { parseStoredList, withFirst } from './stored-list.js';
import './zod-config.js';

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
  return parseStoredList(stored, readProject, (project) => project.projectId, CANVAS_VIEWPORTS_PROJECT_LIMIT);
}

/** A stored project's entry with its valid levels, or null when it is not one. */
function readProject(item: unknown): ProjectViewports | null {
  const project = projectViewportsSchema.safeParse(item);
  if (!project.success) return null;
  const levels = Object.entries(project.data.levels).flatMap(([levelId, value]) => {
    const viewport = storedViewportSchema.safeParse(value);
    return viewport.success ? [[levelId, viewport.data] as const] : [];
  });
  return { projectId: project.data.projectId, levels: Object.fromEntries(levels) };
}

/** One project's canvas viewports per level, in local storage (the editor's ViewportMemory). */
export interface ViewportMemory {
  /** the level's stored viewport, or null when there is none or it is not a valid one */
  read(levelId: string): StoredViewport | null;
  /** remembers the level's viewport (not one outside the canvas's range); the project becomes the most recently moved */
  write(levelId: string, viewport: StoredViewport): void;
}

/** The viewports of `projectId`'s levels, kept across reloads for the 50 most recently moved projects. */
export function projectViewports(projectId: string): ViewportMemory {
  const all = () => parseStoredViewports(localValue.get(CANVAS_VIEWPORTS_STORAGE_KEY));
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
      const next = withFirst(projects, entry, (p) => p.projectId, CANVAS_VIEWPORTS_PROJECT_LIMIT);
      localValue.set(CANVAS_VIEWPORTS_STORAGE_KEY, JSON.stringify(next));
    },
  };
}
