import type { UndoHost } from '../editor/index.js';
import { type LogPage, replacedBetween } from './log-replaced.js';
import { UndoChannel } from './undo-channel.js';
import { keepUndo } from './undo-keeper.js';
import { indexedDbUndoBackend, undoStore } from './undo-store.js';

let store: ReturnType<typeof undoStore> | undefined;

/**
 * Keeps a signed-in user's undo history of a project in this browser: IndexedDB across reloads,
 * the broadcast channel to the user's other windows, the log read to spot a replacement. Returns the stop.
 */
export function keepUndoInBrowser(host: UndoHost, userId: string, page: LogPage): () => void {
  store ??= undoStore(indexedDbUndoBackend());
  const windows =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : (onStacks: ConstructorParameters<typeof UndoChannel>[2]) =>
          new UndoChannel(userId, host.projectId, onStacks);
  return keepUndo(host, {
    userId,
    store,
    ...(windows ? { windows } : {}),
    replacedBetween: (after, upTo) => replacedBetween(page, after, upTo),
  });
}
