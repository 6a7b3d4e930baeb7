import type { UndoStacks } from '@nodeloom/engine';
import type { UndoHost } from '../editor/index.js';
import { replacesGraph } from './log-replaced.js';
import { boundStacks, type KeptUndo } from './undo-record.js';
import type { UndoStore } from './undo-store.js';

/** The user's other windows of the project (UndoChannel in the browser). */
export interface UndoWindows {
  post(kept: KeptUndo): void;
  close(): void;
}

export interface UndoKeeperOptions {
  userId: string;
  store: UndoStore;
  /** opens the channel to the user's other windows; `onStacks` hears theirs */
  windows?: (onStacks: (kept: KeptUndo) => void) => UndoWindows;
  /** whether the log replaced the graph after counter `after` up to `upTo` (log-replaced.ts) */
  replacedBetween(after: number, upTo: number): Promise<boolean>;
  logger?: { warn(message: string): void };
}

/**
 * Keeps one user's undo and redo stacks of one project beyond the editor (docs/collaboration.md
 * "Undo across reloads"): every change of the history's closed steps is written to the store and
 * posted to the user's other windows; on start the kept stacks are put back unless the graph was
 * replaced since they were kept (a snapshot restore), and a replacement arriving live clears them.
 * Stacks the user built before the keeper started are kept at once when none are put back.
 * The steps are the History's own (events and their inverses), so an undo after a reload does what
 * the same undo did before it. Returns the stop.
 */
export function keepUndo(host: UndoHost, options: UndoKeeperOptions): () => void {
  const { history, project, projectId } = host;
  const { userId, store } = options;
  const logger = options.logger ?? console;
  let stopped = false;
  /** putting back stacks from elsewhere: they are not written or posted again */
  let adopting = false;
  /** the stored stacks are older than what arrived meanwhile: not put back */
  let superseded = false;

  const kept = (): KeptUndo => ({ userId, projectId, counter: host.logCounter(), ...history.stacks() });
  const adopt = (stacks: UndoStacks) => {
    adopting = true;
    try {
      history.restore(boundStacks(stacks));
    } finally {
      adopting = false;
    }
  };
  const windows = options.windows?.((theirs) => {
    superseded = true;
    adopt(theirs);
  });
  const save = () => {
    const value = kept();
    windows?.post(value);
    store.write(value).catch((error: Error) => logger.warn(`Undo history not kept: ${error.message}`));
  };
  const stopHistory = history.onChange(() => {
    if (!adopting && !stopped) save();
  });
  const stopProject = project.onChange((batch) => {
    if (batch.source !== 'remote' || !batch.events.some(replacesGraph)) return;
    superseded = true;
    history.clear();
  });

  // the keeper's code loads after the editor exists: edits made before it started are in no record
  // until the next change of the history, so a reload in between would lose them; kept at once
  const keepLive = () => {
    const live = history.stacks();
    if (live.undo.length > 0 || live.redo.length > 0) save();
  };
  const restore = async () => {
    const stored = await store.read(userId, projectId);
    if (stopped || superseded) return;
    if (!stored) return keepLive();
    const now = host.logCounter();
    const replaced = stored.counter < now && (await options.replacedBetween(stored.counter, now));
    if (stopped || superseded) return;
    // stacks kept before the graph was replaced are not put back; live ones replace them
    if (replaced) return keepLive();
    const live = history.stacks();
    if (live.undo.length === 0 && live.redo.length === 0) return adopt(stored);
    // edits made while the stacks were read go on top of them (and cleared the redo stack)
    adopt({ undo: [...stored.undo, ...live.undo], redo: live.redo });
    save();
  };
  restore().catch((error: Error) => logger.warn(`Undo history not restored: ${error.message}`));

  return () => {
    stopped = true;
    stopHistory();
    stopProject();
    windows?.close();
  };
}
