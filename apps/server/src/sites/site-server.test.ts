import { API_BASE_PATH } from '@nodeloom/api';
import { beforeAll, expect, it } from 'vitest';
import { createProjectAs } from '../modules/projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite, siteGet } from '../modules/publishing/publishing.testing.js';
import { describeEachDatabase, type SignedInTestUser, signInTestUser, type TestApp } from '../test/index.js';
import { DEPLOYMENT_HEADER } from './serve-site.js';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './site-headers.js';

describeEachDatabase('site server', (suite) => {
  let testApp: TestApp;
  let owner: SignedInTestUser;
  let projectId: string;

  beforeAll(async () => {
    testApp = await suite.createTestApp();
    owner = await signInTestUser(testApp.app);
    projectId = await createProjectAs(testApp.app, owner, { name: 'Site server' });
  });

  it('sends ETags from content hashes: immutable on deployment hosts, revalidated on aliases', async () => {
    const { app } = testApp;
    const deployment = await deployAs(app, owner, projectId, 'main', sampleSite('etag'));
    const pinned = await siteGet(app, hostOf(deployment.url), '/styles.css');
    expect(pinned.headers).toMatchObject({
      'cache-control': IMMUTABLE_CACHE,
      'content-type': 'text/css; charset=utf-8',
    });
    expect(pinned.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const alias = await siteGet(app, hostOf(deployment.aliasUrl), '/styles.css');
    expect(alias.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(alias.headers.etag).toBe(pinned.headers.etag);
    const revalidated = await siteGet(app, hostOf(deployment.aliasUrl), '/styles.css', {
      'if-none-match': String(pinned.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('falls back to the index page for history routes, and 404s a missing file', async () => {
    const { app } = testApp;
    const deployment = await deployAs(app, owner, projectId, 'routes', sampleSite('router'));
    const route = await siteGet(app, hostOf(deployment.url), '/products/42');
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<p>router</p>');
    expect((await siteGet(app, hostOf(deployment.url), '/missing.png')).statusCode).toBe(404);
    expect((await siteGet(app, 'nothing--here-000000.localhost:4000')).statusCode).toBe(404);
    expect((await siteGet(app, `${'0'.repeat(24)}.localhost:4000`)).statusCode).toBe(404);
  });

  it('isolates sites from the app: cookies ignored, no Set-Cookie, no API, its own CSP', async () => {
    const { app } = testApp;
    const deployment = await deployAs(app, owner, projectId, 'isolation', sampleSite('isolated'));
    const host = hostOf(deployment.url);
    for (const path of ['/', `${API_BASE_PATH}/users/me`, `${API_BASE_PATH}/health`]) {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { host, cookie: owner.cookie },
      });
      expect(response.headers['set-cookie']).toBeUndefined();
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' http://localhost:4000/api/nest/forms/");
      expect(csp).not.toContain('frame-ancestors');
      expect(response.headers['x-request-id']).toBeUndefined();
    }
    // /api/nest on a site host is never the API, nor a history route of the site: 404.
    for (const path of [`${API_BASE_PATH}/users/me`, API_BASE_PATH, `${API_BASE_PATH}/health?x=1`]) {
      const api = await app.inject({ method: 'GET', url: path, headers: { host, cookie: owner.cookie } });
      expect({ path, status: api.statusCode, type: api.headers['content-type'] }).toEqual({
        path,
        status: 404,
        type: 'text/plain; charset=utf-8',
      });
    }
    const post = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/projects`,
      headers: { host, cookie: owner.cookie, 'content-type': 'application/json' },
      payload: { name: 'from a site' },
    });
    expect(post.statusCode).toBe(405);
    // The app's own host is untouched by the site server.
    const me = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/users/me`,
      headers: { cookie: owner.cookie },
    });
    expect(me.statusCode).toBe(200);
  });

  it('moves an alias atomically: a burst during deploys never mixes two deployments', async () => {
    const { app } = testApp;
    const first = await deployAs(app, owner, projectId, 'burst', sampleSite('v0'));
    const alias = hostOf(first.aliasUrl);
    const versions = new Map<string, string>([[first.deploymentId, 'v0']]);
    const deploys = (async () => {
      for (const version of ['v1', 'v2', 'v3']) {
        const next = await deployAs(app, owner, projectId, 'burst', sampleSite(version));
        versions.set(next.deploymentId, version);
      }
    })();
    const requests = Array.from({ length: 90 }, (_, i) =>
      siteGet(app, alias, ['/', '/styles.css', '/logo.txt'][i % 3]),
    );
    const responses = await Promise.all(requests);
    await deploys;
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      const deploymentId = String(response.headers[DEPLOYMENT_HEADER]);
      expect(response.body).toContain(versions.get(deploymentId));
    }
    expect((await siteGet(app, alias)).body).toContain('v3');
  });
});
