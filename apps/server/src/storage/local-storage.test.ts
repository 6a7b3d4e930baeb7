import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './local-storage.js';

async function store() {
  const root = await mkdtemp(join(tmpdir(), 'nodeloom-storage-'));
  return { root, storage: new LocalStorage(root) };
}

async function readText(storage: LocalStorage, key: string): Promise<string | null> {
  const found = await storage.read(key);
  if (!found) return null;
  if (!('stream' in found)) throw new Error('the local store streams');
  return text(found.stream);
}

describe('LocalStorage', () => {
  it('stores, reads back and overwrites files under its directory', async () => {
    const { root, storage } = await store();
    await storage.put('abc/original', Buffer.from('first'));
    expect(await readText(storage, 'abc/original')).toBe('first');
    await storage.put('abc/original', Buffer.from('second'));
    expect(await readText(storage, 'abc/original')).toBe('second');
    expect(await readFile(join(root, 'abc', 'original'), 'utf8')).toBe('second');
    expect(await readdir(join(root, 'abc'))).toEqual(['original']);
  });

  it('reads null for a missing key', async () => {
    const { storage } = await store();
    expect(await storage.read('nothing/here')).toBeNull();
  });

  it('deletes keys (missing ones ignored) and the emptied folder', async () => {
    const { root, storage } = await store();
    await storage.put('a1/original', Buffer.from('x'));
    await storage.put('a1/thumbnail', Buffer.from('y'));
    await storage.put('a2/original', Buffer.from('z'));
    await storage.delete(['a1/original', 'a1/thumbnail', 'a1/missing']);
    expect(await storage.read('a1/original')).toBeNull();
    expect(await readdir(root)).toEqual(['a2']);
    expect(await readText(storage, 'a2/original')).toBe('z');
  });

  it('refuses keys that would leave its directory', async () => {
    const { storage } = await store();
    for (const key of ['../escape', 'a/../../b', '/abs', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(`Invalid storage key: ${key}`);
    }
  });
});
