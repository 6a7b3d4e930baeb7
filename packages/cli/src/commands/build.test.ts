import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// test data shared with the site package and the end-to-end spec
import { sampleProject } from '@nodeloom/site/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nodeloom-build-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    readFile: (path) => readFile(path, 'utf8'),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('nodeloom build', () => {
  it('writes the published file set of a project file', async () => {
    const project = join(dir, 'shop.json');
    await writeFile(project, JSON.stringify(sampleProject()));
    const out = join(dir, 'site');
    const result = await cli('build', project, '--out', out);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`Built 6 files into ${out}`);
    expect((await readdir(out)).sort()).toEqual([
      'app.js',
      'index.html',
      'package.json',
      'public',
      'styles.css',
      'tailwind.config.js',
    ]);
    expect(await readFile(join(out, 'public', 'robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n');
    expect(JSON.parse(await readFile(join(out, 'package.json'), 'utf8')).name).toBe('sample-shop');
  });

  it('takes a bare graph file, naming the site after the file', async () => {
    const project = join(dir, 'My Site.json');
    await writeFile(project, JSON.stringify(sampleProject().graph));
    const out = join(dir, 'out');
    expect((await cli('build', '--out', out, project)).code).toBe(0);
    expect(JSON.parse(await readFile(join(out, 'package.json'), 'utf8')).name).toBe('my-site');
  });

  it('explains bad usage with exit code 2', async () => {
    expect(await cli('build', 'p.json')).toMatchObject({
      code: 2,
      err: expect.stringContaining('build needs --out <dir>'),
    });
    expect(await cli('build', '--out', dir)).toMatchObject({
      code: 2,
      err: expect.stringContaining('build takes one project file'),
    });
  });

  it('refuses unreadable and malformed project files with exit code 2', async () => {
    const missing = await cli('build', join(dir, 'none.json'), '--out', dir);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^Cannot read /);
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{ nope');
    expect(await cli('build', bad, '--out', dir)).toMatchObject({
      code: 2,
      err: expect.stringContaining('invalid JSON'),
    });
    await writeFile(bad, JSON.stringify({ graph: { nodes: [{ id: 'x' }], connections: [] } }));
    expect(await cli('build', bad, '--out', dir)).toMatchObject({
      code: 2,
      err: expect.stringContaining('not a project'),
    });
  });

  it('reports a project that cannot be published with exit code 1', async () => {
    const empty = join(dir, 'empty.json');
    await writeFile(empty, JSON.stringify({ nodes: [], connections: [] }));
    expect(await cli('build', empty, '--out', dir)).toMatchObject({
      code: 1,
      err: 'An appEntry node is required to deploy',
    });
    const project = sampleProject();
    project.graph.nodes.find((n) => n.name === 'public')!.params = {};
    project.graph.connections = project.graph.connections.filter((c) => c.targetNode !== 'node_public');
    await writeFile(empty, JSON.stringify(project));
    const failed = await cli('build', empty, '--out', join(dir, 'never'));
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('Required input not connected: files');
    await expect(readdir(join(dir, 'never'))).rejects.toThrow();
  });
});
