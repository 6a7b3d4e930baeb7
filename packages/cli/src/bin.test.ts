import { execFile } from 'node:child_process';
import { access, constants, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BIN, exitOf, spawnNodeloom } from './bin.testing.js';

const packageDir = dirname(dirname(BIN));
const repoRoot = resolve(packageDir, '../..');

describe('the nodeloom command', () => {
  it('is a committed launcher that npm ci links (package.json and the lock file agree)', async () => {
    const manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
    const lock = JSON.parse(await readFile(join(repoRoot, 'package-lock.json'), 'utf8'));
    // npm ci links the bin the lock file names, and skips it when the file is missing (an unbuilt dist/)
    expect(resolve(packageDir, manifest.bin.nodeloom)).toBe(BIN);
    expect(resolve(packageDir, lock.packages['packages/cli'].bin.nodeloom)).toBe(BIN);
    await access(BIN, constants.X_OK);
    expect((await readFile(BIN, 'utf8')).startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('runs from the sources without a build and lists its commands', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [BIN, '--help'], { cwd: repoRoot });
    for (const verb of ['eval', 'test', 'build', 'serve', 'replay', 'schema', 'help']) {
      expect(stdout).toContain(`  nodeloom ${verb} `);
    }
  });

  it('stops quietly when the reader of its output goes away (nodeloom … | head)', async () => {
    const child = spawnNodeloom(['help', '--list']);
    // the reader closes before the command writes: every write meets a closed pipe (EPIPE)
    child.stdout?.destroy();
    const { code, stderr } = await exitOf(child);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
