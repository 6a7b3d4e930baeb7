import { type Project, projectSchema } from '@nodeloom/api';
import { lazyDatabase } from './browser-database.js';

/**
 * A signed-in user's copy of a project in this browser (docs/collaboration.md "Copies kept in the
 * browser"): the project as the server last answered it, its graph the fold of the log up to
 * `project.eventCounter` — never a graph holding edits the log has not stored, so the session's
 * pull from that counter brings exactly what is missing.
 */
export interface ProjectCopy {
  userId: string;
  /** when it was written (ms since the epoch): the oldest go first beyond COPIES_KEPT */
  keptAt: number;
  project: Project & { eventCounter: number };
}

/** How many projects' copies a browser keeps per user (a 10,000-node project is ~3 MB). */
export const COPIES_KEPT = 8;

export interface ProjectCopies {
  /** The user's copy of the project; undefined when there is none or it is unreadable (then dropped). */
  read(userId: string, projectId: string): Promise<ProjectCopy | undefined>;
  /** Keeps the copy unless the one kept is further along the log; drops the user's oldest beyond COPIES_KEPT. */
  write(copy: ProjectCopy): Promise<void>;
  drop(userId: string, projectId: string): Promise<void>;
  /** Every user's copies (on sign-out: the next person at this browser finds none). */
  dropAll(): Promise<void>;
}

const DATABASE = 'nodeloom-project-copies';
const STORE = 'copies';
/** key → keptAt, read to find the oldest without reading the copies themselves */
const KEPT_AT = 'keptAt';
const keyOf = (userId: string, projectId: string) => `${userId}/${projectId}`;
const userRange = (userId: string) => IDBKeyRange.bound(`${userId}/`, `${userId}/\uffff`);

/** A stored value as a copy of the user's project, or why it is not one. */
export function readCopy(value: unknown, userId: string, projectId: string): ProjectCopy | string {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const record = value as Partial<ProjectCopy>;
  if (record.userId !== userId) return 'kept for another user';
  if (typeof record.keptAt !== 'number') return 'keptAt is not a number';
  const parsed = projectSchema.safeParse(record.project);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `project.${issue?.path.join('.')}: ${issue?.message}`;
  }
  const project = parsed.data;
  if (project.id !== projectId) return 'kept for another project';
  if (project.eventCounter === undefined) return 'project.eventCounter is missing';
  return { userId, keptAt: record.keptAt, project: { ...project, eventCounter: project.eventCounter } };
}

/** The copies in this browser's IndexedDB; without it (or refused) none are kept and opens ask the server. */
export function browserProjectCopies(
  factory: IDBFactory | undefined = globalThis.indexedDB,
  logger: { warn(message: string): void } = console,
): ProjectCopies {
  const database = lazyDatabase(
    DATABASE,
    (db) => {
      db.createObjectStore(STORE);
      db.createObjectStore(KEPT_AT);
    },
    'Projects are not kept in this browser',
    factory,
    logger,
  );
  const drop = async (userId: string, projectId: string) => {
    const db = await database();
    if (!db) return;
    const tx = db.transaction([STORE, KEPT_AT], 'readwrite');
    await Promise.all([
      tx.objectStore(STORE).delete(keyOf(userId, projectId)),
      tx.objectStore(KEPT_AT).delete(keyOf(userId, projectId)),
      tx.done,
    ]);
  };
  return {
    async read(userId, projectId) {
      const db = await database();
      if (!db) return undefined;
      const key = keyOf(userId, projectId);
      const value: unknown = await db.get(STORE, key);
      if (value === undefined) return undefined;
      const copy = readCopy(value, userId, projectId);
      if (typeof copy !== 'string') return copy;
      logger.warn(`Dropped this browser's unreadable copy of project ${projectId}: ${copy}`);
      await drop(userId, projectId);
      return undefined;
    },
    async write(copy) {
      const db = await database();
      if (!db) return;
      const tx = db.transaction([STORE, KEPT_AT], 'readwrite');
      const copies = tx.objectStore(STORE);
      const keptAt = tx.objectStore(KEPT_AT);
      const key = keyOf(copy.userId, copy.project.id);
      const kept = (await copies.get(key)) as Partial<ProjectCopy> | undefined;
      // two writers (the open's answer, the session) may finish out of order: the later counter wins
      if ((kept?.project?.eventCounter ?? -1) <= copy.project.eventCounter) {
        await copies.put(copy, key);
        await keptAt.put(copy.keptAt, key);
      }
      const keys = await keptAt.getAllKeys(userRange(copy.userId));
      if (keys.length > COPIES_KEPT) {
        const times = (await keptAt.getAll(userRange(copy.userId))) as number[];
        const oldest = keys
          .map((k, i) => ({ key: k, keptAt: times[i] ?? 0 }))
          .sort((a, b) => a.keptAt - b.keptAt)
          .slice(0, keys.length - COPIES_KEPT);
        for (const { key: old } of oldest) {
          await copies.delete(old);
          await keptAt.delete(old);
        }
      }
      await tx.done;
    },
    drop,
    async dropAll() {
      const db = await database();
      if (!db) return;
      const tx = db.transaction([STORE, KEPT_AT], 'readwrite');
      await Promise.all([tx.objectStore(STORE).clear(), tx.objectStore(KEPT_AT).clear(), tx.done]);
    },
  };
}

let pageCopies: ProjectCopies | undefined;
/** The page's one store of project copies (opened on first use). */
export function pageProjectCopies(): ProjectCopies {
  pageCopies ??= browserProjectCopies();
  return pageCopies;
}
