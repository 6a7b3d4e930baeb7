import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, type ObjectStorage, type StoredObjectRead } from './object-storage.js';

/** Files under one directory (STORAGE_DIR, default DATA_DIR/assets); the key is the relative path. */
export class LocalStorage implements ObjectStorage {
  readonly driver = 'local' as const;

  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, path);
  }

  async read(key: string): Promise<StoredObjectRead | null> {
    const path = this.pathOf(key);
    const found = await stat(path).catch(() => null);
    return found?.isFile() ? { stream: createReadStream(path) } : null;
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) {
      const path = this.pathOf(key);
      await rm(path, { force: true });
      // Drop the asset's folder once it is empty.
      await rmdir(dirname(path)).catch(() => undefined);
    }
  }
}
