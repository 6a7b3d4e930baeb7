import type { AnswerEncoding } from './answer-encoding.js';
import { ByteBudgetCache } from './byte-budget-cache.js';

const answerKey = (projectId: string, etag: string, encoding: AnswerEncoding) =>
  `answer:${projectId}:${etag}:${encoding}`;

/**
 * What reopening a big project can skip, per process, within one byte budget: the graph JSON text
 * by project and graph version (building it in the database is the largest cost of a first open),
 * and the compressed answer by ETag and encoding (compressing 3 MB of JSON with br is ~8 ms of CPU
 * per open). Neither key can name stale content: the database bumps the graph version in the same
 * transaction as any write of the graph, and the ETag is that version plus a digest of the rest of
 * the answer (name, times, metadata, read-only for this caller). Access is checked per request
 * before either is read. Instances sharing a database each keep their own, still right by the keys.
 */
export class ProjectReadCache {
  private readonly values: ByteBudgetCache<string | Buffer>;
  /** Compressions under way, so concurrent first opens of one answer compress it once. */
  private readonly compressing = new Map<string, Promise<Buffer>>();

  constructor(budgetBytes: number) {
    this.values = new ByteBudgetCache(budgetBytes);
  }

  graphJson(projectId: string, version: number): string | undefined {
    const value = this.values.get(`graph:${projectId}:${version}`);
    return typeof value === 'string' ? value : undefined;
  }

  setGraphJson(projectId: string, version: number, json: string): void {
    this.values.set(`graph:${projectId}:${version}`, json);
  }

  /** The stored answer for this ETag and encoding, if any. */
  storedAnswer(projectId: string, etag: string, encoding: AnswerEncoding): Buffer | undefined {
    const value = this.values.get(answerKey(projectId, etag, encoding));
    return value instanceof Buffer ? value : undefined;
  }

  /**
   * The answer's bytes for this ETag and encoding: stored ones, or `compress()`'s (then stored).
   * Call it only when the body is exactly the one the ETag names.
   */
  async compressedAnswer(
    projectId: string,
    etag: string,
    encoding: AnswerEncoding,
    compress: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const key = answerKey(projectId, etag, encoding);
    const stored = this.values.get(key);
    if (stored instanceof Buffer) return stored;
    let pending = this.compressing.get(key);
    if (!pending) {
      pending = compress()
        .then((bytes) => {
          this.values.set(key, bytes);
          return bytes;
        })
        .finally(() => this.compressing.delete(key));
      this.compressing.set(key, pending);
    }
    return pending;
  }

  /** Bytes held (graph texts and answers). */
  get size(): number {
    return this.values.size;
  }
}
