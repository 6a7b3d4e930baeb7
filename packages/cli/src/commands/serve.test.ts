import type { ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnNodeloom } from '../bin.testing.js';
import { runCli } from '../cli.js';
import { captureIo } from './capture-io.testing.js';

/** A GET with the path sent exactly as written (fetch would resolve the dot segments first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    request({ host: url.hostname, port: url.port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('nodeloom serve', () => {
  let dir: string;
  let site: string;
  let child: ChildProcess;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nodeloom-serve-'));
    site = join(dir, 'site');
    await mkdir(join(site, 'public', 'img'), { recursive: true });
    await writeFile(join(site, 'index.html'), '<!doctype html><title>home</title>');
    await writeFile(join(site, 'app.js'), 'console.log(1);');
    await writeFile(join(site, 'public', 'robots.txt'), 'User-agent: *\n');
    await writeFile(join(site, 'public', 'img', 'dot.svg'), '<svg/>');
    await writeFile(join(dir, 'secret.txt'), 'do not serve');
    child = spawnNodeloom(['serve', site, '--port', '0']);
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout?.setEncoding('utf8').once('data', resolve);
      child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    base = /http:\/\/127\.0\.0\.1:\d+\//.exec(line)?.[0] ?? '';
    expect(line).toBe(`Serving ${site} at ${base} (Ctrl+C to stop)\n`);
  });

  afterAll(async () => {
    child?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves the site on loopback, public/ from the root, with content types', async () => {
    const get = async (path: string) => {
      const response = await fetch(new URL(path, base));
      return [response.status, response.headers.get('content-type'), await response.text()];
    };
    expect(await get('/')).toEqual([200, 'text/html; charset=utf-8', '<!doctype html><title>home</title>']);
    expect(await get('/app.js')).toEqual([200, 'text/javascript; charset=utf-8', 'console.log(1);']);
    expect(await get('/robots.txt')).toEqual([200, 'text/plain; charset=utf-8', 'User-agent: *\n']);
    expect(await get('/img/dot.svg')).toEqual([200, 'image/svg+xml', '<svg/>']);
  });

  it("answers the app's own routes with the index page (history fallback), and 404 for missing files", async () => {
    expect(await (await fetch(new URL('/shop/items/42', base))).text()).toContain('<title>home</title>');
    expect((await fetch(new URL('/missing.png', base))).status).toBe(404);
  });

  it('refuses paths that climb out of the site folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/img/..%2f..%2f..%2fsecret.txt',
    ]) {
      const { status, body } = await rawGet(base, path);
      expect(body, path).not.toContain('do not serve');
      expect(status, path).toBe(404);
    }
  });

  it('explains a folder without a site, a bad port and a missing folder with exit code 2', async () => {
    const cases: Array<[string[], string]> = [
      [['serve', dir], `${dir} has no index.html: write a site into it with "nodeloom build --out ${dir}"`],
      [['serve', site, '--port', 'http'], '--port must be a whole number from 0 to 65535'],
      [['serve', site, '--port', '70000'], '--port must be a whole number from 0 to 65535'],
      [['serve'], 'serve takes one site folder'],
    ];
    for (const [argv, message] of cases) {
      const { io, err } = captureIo({});
      expect(await runCli(argv, io), argv.join(' ')).toBe(2);
      expect(err.join('\n')).toContain(message);
    }
  });
});
