import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInTestUser, type TestApp } from '../test/index.js';
import { API_CONTENT_SECURITY_POLICY, inlineScriptHashes } from './security-headers.js';

const THEME_SCRIPT = "document.documentElement.dataset.theme = 'light';";
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP's directives by name. */
function directives(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

describe('security headers', () => {
  let dist: string;
  let served: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'nodeloom-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const html = `<!doctype html><title>Nodeloom</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-1.js"></script>`;
    writeFileSync(join(dist, 'index.html'), html);
    writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    served = await createTestApp({
      env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'https://loom.example', SITES_DOMAIN: 'loom.site' },
    });
  });
  afterAll(async () => {
    await served.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('hashes only the inline scripts of index.html', () => {
    expect(inlineScriptHashes(`<script>${THEME_SCRIPT}</script><script src="/a.js"></script>`)).toEqual([
      sha256(THEME_SCRIPT),
    ]);
  });

  it('the app may not be framed and runs no inline script but the hashed one of index.html', async () => {
    for (const url of ['/', '/projects', '/assets/app-1.js']) {
      const response = await served.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('script-src')).toBe(`'self' ${sha256(THEME_SCRIPT)}`);
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('connect-src')).toBe("'self' wss://loom.example");
      expect(csp.get('object-src')).toBe("'none'");
      // previews on the user-content host, published sites (site preview), any https page (plugin nodes)
      expect(csp.get('frame-src')).toBe("'self' https://preview.loom.site https://*.loom.site https:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('the embedded workspace may be framed by any site, under the same script rules', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/embed?id=abc' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(csp.get('script-src')).toBe(`'self' ${sha256(THEME_SCRIPT)}`);
  });

  it('API answers are not stored by caches; files keep their own caching', async () => {
    const user = await signInTestUser(served.app);
    for (const response of [
      await injectAs(served.app, user, 'GET', '/users/me'),
      await injectAs(served.app, user, 'GET', '/projects/nope'),
      await injectAs(served.app, null, 'GET', '/unknown'),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // JSON is never a page: opened as a document it may load and frame nothing
      expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
    }
    const asset = await served.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a production server serves no source map, even one left in the build', async () => {
    writeFileSync(join(dist, 'assets', 'app-1.js.map'), '{"version":3}');
    const production = await createTestApp({ env: { WEB_DIST_DIR: dist, NODE_ENV: 'production' } });
    try {
      const map = await production.app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
      expect(map.statusCode).toBe(404);
      const script = await production.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(script.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
