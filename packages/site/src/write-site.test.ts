import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeSite } from './write-site.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nodeloom-write-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeSite', () => {
  it('writes text and bytes, creating folders', async () => {
    await writeSite(
      [
        { path: 'index.html', content: '<!doctype html>' },
        { path: 'public/img/a.bin', content: new Uint8Array([0, 255]) },
      ],
      join(dir, 'out'),
    );
    expect(await readFile(join(dir, 'out', 'index.html'), 'utf8')).toBe('<!doctype html>');
    expect([...(await readFile(join(dir, 'out', 'public', 'img', 'a.bin')))]).toEqual([0, 255]);
  });

  it('writes nothing when a path would leave the folder', async () => {
    const files = [
      { path: 'ok.txt', content: 'x' },
      { path: '../escape.txt', content: 'x' },
    ];
    await expect(writeSite(files, join(dir, 'out'))).rejects.toThrow('Invalid site file path: ../escape.txt');
    await expect(readFile(join(dir, 'out', 'ok.txt'))).rejects.toThrow();
  });
});
