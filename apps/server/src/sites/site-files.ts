import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from '../storage/index.js';

/** Where a deployed file's bytes live in the asset storage: by content hash, shared by deployments. */
export const siteFileKey = (hash: string) => `sites/${hash}`;

/** The content hash of a deployed file (its storage key and its ETag). */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Files up to this size are kept in memory once read. */
const CACHEABLE_FILE_BYTES = 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024;

export type SiteFileBody = { bytes: Buffer } | { stream: Readable } | { redirectTo: string };

/**
 * Reads deployed files from the asset storage, keeping small ones in memory (least recently
 * used first out): a hash names the same bytes forever, so nothing here is ever invalidated.
 */
export class SiteFileStore {
  private readonly cache = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(private readonly storage: ObjectStorage) {}

  async put(hash: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.storage.put(siteFileKey(hash), bytes, contentType);
  }

  /** The file's bytes (small files), a stream (large ones) or a redirect (S3); null when missing. */
  async read(hash: string, size: number): Promise<SiteFileBody | null> {
    const cached = this.cache.get(hash);
    if (cached) {
      this.cache.delete(hash);
      this.cache.set(hash, cached);
      return { bytes: cached };
    }
    const stored = await this.storage.read(siteFileKey(hash));
    if (!stored || 'redirectTo' in stored || size > CACHEABLE_FILE_BYTES) return stored;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    this.remember(hash, bytes);
    return { bytes };
  }

  private remember(hash: string, bytes: Buffer): void {
    this.cache.set(hash, bytes);
    this.cachedBytes += bytes.length;
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= CACHE_BYTES) break;
      this.cache.delete(oldest);
      this.cachedBytes -= old.length;
    }
  }
}
