import {
  bindSaveWriter,
  type ChangeBatch,
  type GraphEvent,
  type Inverse,
  type Project,
  type SaveStatus,
  SaveWriter,
  type SaveWriterOptions,
  takeUnorderedUpdates,
} from '@nodeloom/engine';
import type { PersistenceApi } from './manager-api.js';

/** What the status bar shows of saving: the state, the edits not yet stored, and whether they wait for the network. */
export interface SaveView {
  status: SaveStatus;
  pending: number;
  /** the edits wait for the collaboration socket to come back (kept in this browser meanwhile) */
  offline: boolean;
}

/** The collaboration log as a place edits go (EventSync implements it). */
export interface LogPersistence {
  readonly saveState: 'stored' | 'sending' | 'refused' | 'offline';
  readonly unsentCount: number;
  subscribe(listener: () => void): () => void;
  whenStored(timeoutMs?: number): Promise<boolean>;
  /** takes own edits made before it attached, already applied to the graph (EventSync.adopt) */
  adopt(entries: readonly { event: GraphEvent; inverse: Inverse }[]): void;
}

/** The sources of a batch that are this window's own edits (as the log's sync counts them). */
const OWN_SOURCES = new Set<ChangeBatch['source']>(['user', 'undo', 'redo']);

const LOG_STATUS: Record<LogPersistence['saveState'], SaveStatus> = {
  stored: 'Idle',
  sending: 'Saving',
  refused: 'RetryingSaving',
  offline: 'ErrorSaving',
};

/**
 * Where the editor's edits go (docs/collaboration.md "One write path"): alone, the save writer
 * sends the graph's changes with `POST /projects/{id}/graph`; once a collaboration session is
 * attached, edits go only as events of the project's log and the save writer stops (it sends
 * what it already had). The status is then what the log has acknowledged.
 */
export class EditPersistence implements PersistenceApi {
  readonly saveWriter: SaveWriter;
  #unbindRest: (() => void) | undefined;
  #log: LogPersistence | undefined;
  #view: SaveView;
  readonly #readOnly: boolean;

  /** own edits made while they wait for the log (an editor opened from this browser's copy) */
  #waiting: { event: GraphEvent; inverse: Inverse }[] | undefined;
  #stopWaiting: (() => void) | undefined;

  /**
   * `waitForLog`: the graph came from this browser's copy of the project, which the server may
   * have moved past; edits are not saved by REST (they would overwrite what others did since) but
   * wait for the log, which rebases them on whatever it brings (EventSync.adopt).
   */
  constructor(
    private readonly project: Project,
    options: SaveWriterOptions & { readOnly: boolean; waitForLog?: boolean },
    private readonly onChange: () => void,
  ) {
    const { readOnly, waitForLog, ...writerOptions } = options;
    this.#readOnly = readOnly;
    this.saveWriter = new SaveWriter({ ...writerOptions, disabled: readOnly });
    this.#view = { status: this.saveWriter.status, pending: 0, offline: false };
    if (!readOnly) {
      // roots the engine added or converted while loading are saved with the first batch
      const loaded = takeUnorderedUpdates(project.graph, project.tracker);
      if (waitForLog) this.#waitForLog();
      else {
        this.saveWriter.push(loaded);
        this.#unbindRest = bindSaveWriter(project, this.saveWriter);
      }
    }
    this.saveWriter.onStatusChange(() => onChange());
  }

  #waitForLog(): void {
    const waiting: { event: GraphEvent; inverse: Inverse }[] = [];
    this.#waiting = waiting;
    this.#stopWaiting = this.project.onChange(({ events, inverses, source }) => {
      if (!OWN_SOURCES.has(source)) return;
      events.forEach((event, i) => {
        waiting.push({ event, inverse: inverses[i] ?? null });
      });
      this.onChange();
    });
  }

  /** A stable view while nothing changed (views compare it by reference). */
  status(): SaveView {
    // a read-only viewer follows the log but saves nothing
    const log = this.#readOnly ? undefined : this.#log;
    const writer = this.saveWriter;
    const waiting = this.#waiting?.length ?? 0;
    const next: SaveView = log
      ? { status: LOG_STATUS[log.saveState], pending: log.unsentCount, offline: log.saveState === 'offline' }
      : waiting > 0
        ? { status: 'Saving', pending: waiting, offline: false }
        : { status: writer.status, pending: writer.pendingCount, offline: false };
    const view = this.#view;
    if (next.status !== view.status || next.pending !== view.pending || next.offline !== view.offline)
      this.#view = next;
    return this.#view;
  }

  hasUnsavedChanges(): boolean {
    return (
      this.saveWriter.pendingCount > 0 ||
      (this.#log?.unsentCount ?? 0) > 0 ||
      (this.#waiting?.length ?? 0) > 0
    );
  }

  /** Sends what is not saved yet and resolves once it is (or the log's wait ends). */
  async flush(): Promise<void> {
    await this.saveWriter.flush();
    await this.#log?.whenStored();
  }

  /** From now on edits go only through the log; returns the detach (edits then go through REST again). */
  attachLog(log: LogPersistence): () => void {
    this.#unbindRest?.();
    this.#unbindRest = undefined;
    void this.saveWriter.flush();
    this.#log = log;
    if (this.#waiting) {
      this.#stopWaiting?.();
      log.adopt(this.#waiting);
      this.#waiting = undefined;
      this.#stopWaiting = undefined;
    }
    const unsubscribe = log.subscribe(() => this.onChange());
    this.onChange();
    return () => {
      unsubscribe();
      if (this.#log !== log) return;
      this.#log = undefined;
      // edits made meanwhile are the log's to send (kept offline); from now on REST saves again
      takeUnorderedUpdates(this.project.graph, this.project.tracker);
      this.#unbindRest = bindSaveWriter(this.project, this.saveWriter);
      this.onChange();
    };
  }

  dispose(): void {
    this.#stopWaiting?.();
    this.#unbindRest?.();
    this.#unbindRest = undefined;
  }
}
