import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/index.js';

describe('serving the built web app', () => {
  let dist: string;
  let served: TestApp;
  let missing: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'nodeloom-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nodeloom</title>');
    writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
    served = await createTestApp({ env: { WEB_DIST_DIR: dist } });
    missing = await createTestApp({ env: { WEB_DIST_DIR: join(dist, 'nope') } });
  });
  afterAll(async () => {
    await served.close();
    await missing.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files, with long caching for hashed assets', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers index.html for any other page path (history fallback)', async () => {
    for (const url of ['/', '/projects', '/workspace/abc?x=1', '/login']) {
      const response = await served.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Nodeloom</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('names the preview origin in the page, whichever way the page is asked for', async () => {
    const meta = '<meta name="nodeloom-preview-origin" content="http://preview.localhost:4000">';
    for (const url of ['/', '/index.html', '/projects']) {
      const response = await served.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(`<!doctype html>${meta}<title>Nodeloom</title>`);
    }
  });

  it('keeps /api paths out of the fallback', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/api/nest/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('answers a missing /assets file with a JSON 404, never the index page', async () => {
    for (const url of ['/assets/app-gone.js', '/assets/style-old.css?v=2', '/assets']) {
      const response = await served.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`Route GET ${url.split('?')[0]} not found`);
    }
  });

  it('says clearly when the web app is not built', async () => {
    const response = await missing.app.inject({ method: 'GET', url: '/projects' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      `Web app not built: ${join(dist, 'nope')}/index.html is missing. Run "npm run build".`,
    );
  });
});
