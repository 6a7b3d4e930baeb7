import type { Readable } from 'node:stream';

/** How a stored object is served: streamed by the server, or a short-lived signed URL to redirect to. */
export type StoredObjectRead = { stream: Readable } | { redirectTo: string };

/**
 * Where asset bytes live, by key (`<assetId>/original`, `<assetId>/thumbnail`). One interface,
 * two drivers: a local directory (default) and an S3-compatible bucket (STORAGE_DRIVER=s3).
 */
export interface ObjectStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  read(key: string): Promise<StoredObjectRead | null>;
  /** Removes the keys; missing ones are ignored. */
  delete(keys: string[]): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*$/;

/** Keys are made by the server, but checked anyway so none can leave the store's root. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
