import { type GraphEvent, graphEventSchema } from '@nodeloom/engine';
import { z } from 'zod';
import { lazyDatabase } from './browser-database.js';

const DATABASE = 'nodeloom-offline-edits';
const STORE = 'unsent';

/** One window's unsent edits of one project, as IndexedDB keeps them. */
const recordSchema = z.object({ key: z.string(), projectId: z.string(), events: z.array(graphEventSchema) });
type UnsentRecord = z.infer<typeof recordSchema>;

/**
 * Own edits the log has not stored yet, kept in this browser per project and window (issue 22 §6),
 * so that edits made while the socket is down survive a reload or a closed tab: the next window
 * that opens the project takes them over and commits them when it joins.
 */
export interface OfflineEdits {
  /** Every window's unsent edits of the project, taken over by this window (their records go). */
  takeOver(projectId: string): Promise<GraphEvent[]>;
  /** This window's unsent edits now (written once per task, the latest list wins). */
  save(projectId: string, events: readonly GraphEvent[]): void;
}

/** Records are keyed `projectId/windowId`: two windows of one project never overwrite each other. */
const keyRange = (projectId: string) => IDBKeyRange.bound(`${projectId}/`, `${projectId}/\uffff`);

/** The browser's IndexedDB store of unsent edits; without IndexedDB, edits live only in memory. */
export function browserOfflineEdits(factory: IDBFactory | undefined = globalThis.indexedDB): OfflineEdits {
  const windowId = crypto.randomUUID();
  const database = lazyDatabase(
    DATABASE,
    (db) => {
      db.createObjectStore(STORE, { keyPath: 'key' });
    },
    'Offline edits are kept in memory only',
    factory,
  );
  const latest = new Map<string, readonly GraphEvent[]>();
  let writing = false;
  const write = async () => {
    const db = await database();
    const pending = [...latest];
    latest.clear();
    writing = false;
    if (!db) return;
    const tx = db.transaction(STORE, 'readwrite');
    for (const [projectId, events] of pending) {
      const key = `${projectId}/${windowId}`;
      if (events.length === 0) void tx.store.delete(key);
      else void tx.store.put({ key, projectId, events: [...events] } satisfies UnsentRecord);
    }
    await tx.done;
  };
  return {
    async takeOver(projectId) {
      const db = await database();
      if (!db) return [];
      const tx = db.transaction(STORE, 'readwrite');
      const records = await tx.store.getAll(keyRange(projectId));
      await tx.store.delete(keyRange(projectId));
      await tx.done;
      const events: GraphEvent[] = [];
      const seen = new Set<string>();
      for (const record of records) {
        const parsed = recordSchema.safeParse(record);
        if (!parsed.success) {
          console.warn(
            `Dropped unreadable offline edits of ${projectId}: ${parsed.error.issues[0]?.message}`,
          );
          continue;
        }
        for (const event of parsed.data.events) {
          if (seen.has(event.eventId)) continue;
          seen.add(event.eventId);
          events.push(event);
        }
      }
      return events;
    },
    save(projectId, events) {
      latest.set(projectId, events);
      if (writing) return;
      writing = true;
      setTimeout(() => {
        write().catch((error: Error) => console.warn(`Offline edits not written: ${error.message}`));
      }, 0);
    },
  };
}
