import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { signUpload } from '../../storage/index.js';
import { callerFor } from '../../test/caller-for.js';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';

const PNG = Buffer.from('89504e470d0a1a0a-fake-png');

describeEachDatabase('assets', (suite) => {
  async function setUp() {
    const storageDir = await mkdtemp(join(tmpdir(), 'nodeloom-assets-'));
    const { app, config } = await suite.createTestApp({ env: { STORAGE_DIR: storageDir } });
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    const created = await call(alice, 'POST', '/assets', {
      assets: [{ fileId: 'f1', name: 'logo.png', path: '/images' }],
    });
    expect(created.statusCode).toBe(201);
    const asset = created.json().assets[0];
    /** PUT bytes to a signed upload URL, as the browser does. */
    const upload = (url: string, body: Buffer, contentType = 'image/png') =>
      app.inject({
        method: 'PUT',
        url: url.replace(config.publicUrl, ''),
        headers: apiHeaders(undefined, { 'content-type': contentType }),
        payload: body,
      });
    return { app, config, call, alice, bob, asset, upload, storageDir };
  }

  it('returns signed, expiring upload URLs; the uploaded file and thumbnail are listed and served', async () => {
    const { app, call, alice, asset, upload, storageDir } = await setUp();
    expect(asset).toMatchObject({
      fileId: 'f1',
      name: 'logo.png',
      path: '/images',
      url: null,
      thumbnailUrl: null,
    });
    expect(asset.originalUploadUrl).toMatch(
      new RegExp(
        `^http://localhost:4000/api/nest/assets/uploads/${asset.id}/original\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    const ttl = Date.parse(asset.uploadUrlsExpireAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect((await upload(asset.originalUploadUrl, PNG)).json()).toEqual({ ok: true });
    expect((await upload(asset.thumbnailUploadUrl, Buffer.from('thumb'), 'image/webp')).statusCode).toBe(200);
    const [listed] = (await call(alice, 'GET', '/assets')).json();
    expect(listed).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      url: `/api/nest/assets/${asset.id}/files/original`,
      thumbnailUrl: `/api/nest/assets/${asset.id}/files/thumbnail`,
    });
    const file = await app.inject({ method: 'GET', url: listed.url, headers: { cookie: alice.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    // Served sandboxed: the app-wide CSP does not replace the file's own.
    expect(file.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(file.headers['cache-control']).toBe('private, max-age=300');
    const thumb = await app.inject({
      method: 'GET',
      url: listed.thumbnailUrl,
      headers: { cookie: alice.cookie },
    });
    expect(thumb.body).toBe('thumb');
    expect(existsSync(join(storageDir, asset.id, 'original'))).toBe(true);
  });

  it('refuses uploads with a bad signature or past expiry (403), a wrong type (415), too large (413)', async () => {
    const { config, asset, upload, call, alice } = await setUp();
    const last = asset.originalUploadUrl.slice(-1);
    const forged = asset.originalUploadUrl.slice(0, -1) + (last === '0' ? '1' : '0');
    const bad = await upload(forged, PNG);
    expect(bad.statusCode).toBe(403);
    expect(bad.json().message).toBe('The upload URL signature is invalid');
    const past = Math.floor(Date.now() / 1000) - 1;
    const expiredUrl = `/api/nest/assets/uploads/${asset.id}/original?expires=${past}&signature=${signUpload(config.session.secret, asset.id, 'original', past)}`;
    const expired = await upload(expiredUrl, PNG);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('The upload URL has expired');
    const wrongType = await upload(asset.originalUploadUrl, PNG, 'text/html');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toMatch(
      /^Content type text\/html is not allowed for the original; allowed: image\/png/,
    );
    const svgThumb = await upload(asset.thumbnailUploadUrl, PNG, 'image/svg+xml');
    expect(svgThumb.statusCode).toBe(415);
    const tooLarge = await upload(asset.originalUploadUrl, Buffer.alloc(25 * 1024 * 1024 + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file must be at most 25 MB');
    const empty = await upload(asset.originalUploadUrl, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await call(alice, 'GET', '/assets')).json()[0]).toMatchObject({ url: null, size: null });
  });

  it('renames and moves, replaces the file through new URLs, and deletes the stored files too', async () => {
    const { app, call, alice, asset, upload, storageDir } = await setUp();
    await upload(asset.originalUploadUrl, PNG);
    const moved = await call(alice, 'PATCH', `/assets/${asset.id}`, {
      name: 'brand.png',
      path: '/brand/logos',
    });
    expect(moved.json()).toMatchObject({ name: 'brand.png', path: '/brand/logos', size: PNG.length });
    const replaced = await call(alice, 'PATCH', `/assets/${asset.id}/replace`);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().originalUploadUrl).toContain(`/assets/uploads/${asset.id}/original?`);
    await upload(replaced.json().originalUploadUrl, Buffer.from('{"a":1}'), 'application/json');
    const file = await app.inject({
      method: 'GET',
      url: `/api/nest/assets/${asset.id}/files/original`,
      headers: { cookie: alice.cookie },
    });
    expect(file.body).toBe('{"a":1}');
    expect((await call(alice, 'DELETE', `/assets/${asset.id}`)).json()).toEqual({ ok: true });
    expect(existsSync(join(storageDir, asset.id))).toBe(false);
    expect((await call(alice, 'GET', '/assets')).json()).toEqual([]);
    expect((await upload(replaced.json().originalUploadUrl, PNG)).statusCode).toBe(404);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice, asset } = await setUp();
    const cases: [string, string, object, string][] = [
      ['POST', '/assets', { assets: [] }, 'assets must have at least 1 item'],
      ['POST', '/assets', { assets: [{ fileId: 'f', name: 'a' }] }, 'assets.0.path is required'],
      [
        'POST',
        '/assets',
        { assets: [{ fileId: 'f', name: 'a', path: 'rel' }] },
        "assets.0.path must start with / and contain no '//'",
      ],
      ['PATCH', `/assets/${asset.id}`, { path: '/a/../b' }, "path must not contain '.' or '..' segments"],
      ['PATCH', `/assets/${asset.id}`, { name: '' }, 'name must not be empty'],
    ];
    for (const [method, path, payload, message] of cases) {
      const response = await call(alice, method as 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(alice, 'GET', '/assets')).json()).toEqual([
      expect.objectContaining({ id: asset.id, name: 'logo.png', path: '/images' }),
    ]);
  });

  it('answers 401 signed out on every owner route', async () => {
    const { call, asset } = await setUp();
    for (const [method, path] of [
      ['GET', '/assets'],
      ['POST', '/assets'],
      ['PATCH', `/assets/${asset.id}`],
      ['PATCH', `/assets/${asset.id}/replace`],
      ['DELETE', `/assets/${asset.id}`],
      ['GET', `/assets/${asset.id}/files/original`],
    ] as const) {
      expect((await call(null, method, path, method === 'GET' ? undefined : {})).statusCode).toBe(401);
    }
  });

  it("never shows, serves or changes another user's asset (404)", async () => {
    const { call, alice, bob, asset, upload, storageDir } = await setUp();
    await upload(asset.originalUploadUrl, PNG);
    expect((await call(bob, 'GET', '/assets')).json()).toEqual([]);
    for (const response of [
      await call(bob, 'PATCH', `/assets/${asset.id}`, { name: 'mine.png' }),
      await call(bob, 'PATCH', `/assets/${asset.id}/replace`),
      await call(bob, 'DELETE', `/assets/${asset.id}`),
      await call(bob, 'GET', `/assets/${asset.id}/files/original`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Asset not found');
    }
    expect((await call(alice, 'GET', '/assets')).json()[0]).toMatchObject({
      name: 'logo.png',
      size: PNG.length,
    });
    expect(existsSync(join(storageDir, asset.id, 'original'))).toBe(true);
  });
});
