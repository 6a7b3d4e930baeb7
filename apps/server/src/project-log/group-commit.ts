import type { CommitRequest, CommitResult, EventLog } from './event-log.js';
import { UnfoldableEvent } from './graph-folder.js';

interface Waiting {
  request: CommitRequest;
  resolve: (result: CommitResult) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: while one transaction of a project is under way on this instance, the commits
 * that arrive wait and then go together in the next one. Instances still serialise on the head
 * row; this only spares a busy project one transaction (and one lock wait) per commit.
 */
export class GroupCommitter {
  private readonly queues = new Map<string, Waiting[]>();

  constructor(private readonly log: EventLog) {}

  commit(projectId: string, request: CommitRequest): Promise<CommitResult> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(projectId);
      if (queue) {
        queue.push({ request, resolve, reject });
        return;
      }
      this.queues.set(projectId, [{ request, resolve, reject }]);
      void this.drain(projectId);
    });
  }

  private async drain(projectId: string): Promise<void> {
    for (;;) {
      const batch = this.queues.get(projectId)!.splice(0);
      if (batch.length === 0) {
        this.queues.delete(projectId);
        return;
      }
      await this.#commitBatch(projectId, batch);
    }
  }

  /** One transaction; a commit the fold refuses is taken out and the rest go again without it. */
  async #commitBatch(projectId: string, batch: Waiting[]): Promise<void> {
    while (batch.length > 0) {
      try {
        const results = await this.log.commit(
          projectId,
          batch.map((waiting) => waiting.request),
        );
        for (const [i, waiting] of batch.entries()) waiting.resolve(results[i]!);
        return;
      } catch (error) {
        const refused = error instanceof UnfoldableEvent ? batch[error.commitIndex] : undefined;
        if (!refused) {
          for (const waiting of batch) waiting.reject(error);
          return;
        }
        refused.reject(error);
        batch.splice(batch.indexOf(refused), 1);
      }
    }
  }
}
