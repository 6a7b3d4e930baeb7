import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './build-site.js';
import { sampleSite } from './sample-site.testing.js';
import { createSiteServer, siteFileFor } from './serve.js';
import { writeSite } from './write-site.js';

describe('siteFileFor', () => {
  const files = new Set(['index.html', 'app.js', 'public/robots.txt', 'public/img/a b.png']);
  const lookup = (url: string) => siteFileFor(url, async (path) => files.has(path));

  it('serves site files, then public files from the root, then the index page for app paths', async () => {
    expect(await lookup('/')).toBe('index.html');
    expect(await lookup('/app.js?v=1')).toBe('app.js');
    expect(await lookup('/robots.txt')).toBe('public/robots.txt');
    expect(await lookup('/img/a%20b.png')).toBe('public/img/a b.png');
    expect(await lookup('/users/42')).toBe('index.html');
    expect(await lookup('/missing.png')).toBeUndefined();
  });

  it('never leaves the site folder', async () => {
    expect(await lookup('/../../etc/passwd')).toBe('index.html');
    expect(await lookup('/a/%2e%2e/%2e%2e/secret.txt')).toBeUndefined();
    expect(await lookup('/%E0%A4%A')).toBeUndefined();
  });
});

describe('createSiteServer', () => {
  let dir: string;
  let base: string;
  const server = { close: () => {} };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nodeloom-site-'));
    await writeSite(await buildSite(sampleSite()), dir);
    const http = createSiteServer(dir);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    server.close = () => http.close();
  });

  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a written site with content types and a history fallback', async () => {
    const page = await fetch(`${base}/users/42`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<div id="root"></div>');
    const script = await fetch(`${base}/app.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const robots = await fetch(`${base}/robots.txt`);
    expect(await robots.text()).toBe('User-agent: *\n');
    expect((await fetch(`${base}/nope.css`)).status).toBe(404);
  });
});
