import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './cli.js';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** The `$ npx nodeloom …` lines of the README's "Command line" section, with the output shown under each. */
async function readmeExamples(): Promise<Array<{ argv: string[]; shown: string[] }>> {
  const readme = await readFile(join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split('\n## Command line\n')[1]?.split('\n## ')[0] ?? '';
  const block = /```console\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const examples: Array<{ argv: string[]; shown: string[] }> = [];
  for (const line of block.split('\n').filter(Boolean)) {
    if (line.startsWith('$ npx nodeloom ')) {
      // a redirect only saves what the command prints
      const argv = line
        .slice('$ npx nodeloom '.length)
        .replace(/\s*>.*$/, '')
        .split(' ');
      examples.push({ argv, shown: [] });
    } else {
      examples.at(-1)?.shown.push(line);
    }
  }
  return examples;
}

describe('the README "Command line" examples', () => {
  let dir: string;
  const cwd = process.cwd();

  beforeAll(async () => {
    // run where the examples' relative paths mean what they say, without writing into the repository
    dir = await mkdtemp(join(tmpdir(), 'nodeloom-readme-'));
    await cp(join(repoRoot, 'docs/examples'), join(dir, 'docs/examples'), { recursive: true });
    process.chdir(dir);
  });

  afterAll(async () => {
    process.chdir(cwd);
    await rm(dir, { recursive: true, force: true });
  });

  it('show every command, and each prints what the README shows', async () => {
    const examples = await readmeExamples();
    const verbs = new Set(examples.map((e) => e.argv[0]));
    expect([...verbs].sort()).toEqual(['build', 'eval', 'help', 'replay', 'schema', 'serve', 'test']);
    // serve runs until stopped: serve.test.ts starts the real command
    for (const { argv, shown } of examples.filter((e) => e.argv[0] !== 'serve')) {
      const out: string[] = [];
      const err: string[] = [];
      const io = {
        stdout: (text: string) => out.push(...text.split('\n')),
        stderr: (text: string) => err.push(text),
        readFile: (path: string) => readFile(path, 'utf8'),
      };
      expect(await runCli(argv, io), `${argv.join(' ')}: ${err.join('\n')}`).toBe(0);
      const elided = shown.includes('…');
      if (elided) expect(out, argv.join(' ')).toEqual(expect.arrayContaining(shown.filter((l) => l !== '…')));
      else if (shown.length > 0) expect(out, argv.join(' ')).toEqual(shown);
    }
  });
});
