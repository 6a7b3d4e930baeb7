import type { OrderedUserEventDto } from '@nodeloom/api';
import type { DefinitionRegistry } from '@nodeloom/engine';
import type { Database } from '../db/database.js';
import { type CommitRequest, type CommitResult, databaseEventLog, type EventLog } from './event-log.js';
import { GraphFolder, type UdnMetadataSource } from './graph-folder.js';
import { GroupCommitter } from './group-commit.js';

/** Hears the events a commit appended to a project's log (to broadcast them to its room). */
export type AppendedListener = (projectId: string, appended: readonly OrderedUserEventDto[]) => void;

/**
 * The one write path of a project's graph (docs/collaboration.md): socket commits, REST graph
 * saves and snapshot restores all become events of the ordered log, folded into the stored graph
 * in the same transaction, and every appended event is announced to the listeners (the
 * collaboration socket broadcasts them to the project's room).
 */
export class ProjectLog {
  readonly #log: EventLog;
  readonly #committer: GroupCommitter;
  readonly #listeners = new Set<AppendedListener>();

  constructor(db: Database, registry: () => Promise<DefinitionRegistry>, udnMetadata: UdnMetadataSource) {
    this.#log = databaseEventLog(db, new GraphFolder(registry, udnMetadata));
    this.#committer = new GroupCommitter(this.#log);
  }

  /**
   * Appends a commit (grouped with others of the project arriving meanwhile), folds it, then
   * announces what it appended. Rejects with UnfoldableEvent when the fold refuses it.
   */
  async commit(projectId: string, request: CommitRequest): Promise<CommitResult> {
    const result = await this.#committer.commit(projectId, request);
    if (result.appended.length > 0)
      for (const listener of this.#listeners) listener(projectId, result.appended);
    return result;
  }

  /** Events with a counter above `afterCounter`, in order, at most `limit`. */
  after(projectId: string, afterCounter: number, limit: number): Promise<OrderedUserEventDto[]> {
    return this.#log.after(projectId, afterCounter, limit);
  }

  /** Returns the unsubscribe. */
  onAppended(listener: AppendedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
