import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, signInTestUser, type TestApp } from '../test/index.js';
import { PREVIEW_FRAME_PATH, previewFramePage } from './preview-frame.js';

/** The CSP's directives by name. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );

describe('the preview document on the user-content host', () => {
  let served: TestApp;
  beforeAll(async () => {
    served = await createTestApp({ env: { PUBLIC_URL: 'https://loom.example', SITES_DOMAIN: 'loom.site' } });
  });
  afterAll(async () => served.close());

  const get = (host: string, url = PREVIEW_FRAME_PATH, cookie?: string) =>
    served.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

  it('is served from preview.<SITES_DOMAIN> with a policy that keeps its origin real', async () => {
    expect(served.config.preview).toEqual({ host: 'preview.loom.site', origin: 'https://preview.loom.site' });
    const response = await get('preview.loom.site');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = directives(response.headers['content-security-policy']);
    // a sandbox directive would make the document opaque again: no storage, no embeds with origins
    expect(csp.has('sandbox')).toBe(false);
    expect(csp.get('frame-src')).toBe('https:');
    // the public form replies only, the app's or by a relative URL the preview host's
    expect(csp.get('connect-src')).toBe(
      'https://loom.example/api/nest/forms/ https://preview.loom.site/api/nest/forms/',
    );
    expect(csp.get('frame-ancestors')).toBe('*');
    expect(response.body).toContain('["https://loom.example"]');
  });

  it('is a 404 on the app’s own host, naming where it lives', async () => {
    const response = await get('loom.example');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      'The preview document is served at https://preview.loom.site/preview-frame',
    );
  });

  it('serves nothing else on the preview host: no app page, no API, even with a session cookie', async () => {
    const user = await signInTestUser(served.app);
    for (const url of ['/', '/projects', '/api/nest/users/me', `${PREVIEW_FRAME_PATH}/x`]) {
      const response = await get('preview.loom.site', url, user.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(
        'The preview host serves only GET /preview-frame and the public form replies',
      );
    }
    const post = await served.app.inject({
      method: 'POST',
      url: PREVIEW_FRAME_PATH,
      headers: { host: 'preview.loom.site' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('passes a public form reply posted by a relative URL on to the forms route', async () => {
    const url = `/api/nest/forms/${'a'.repeat(24)}/replies`;
    const post = await served.app.inject({
      method: 'POST',
      url,
      headers: { host: 'preview.loom.site' },
      payload: { values: { name: 'Ada' } },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe('Form not found');
    expect((await get('preview.loom.site', url)).json().message).toBe(
      'The preview host serves only GET /preview-frame and the public form replies',
    );
  });

  it('never has the app’s session cookie in reach: the cookie names no Domain', async () => {
    const response = await served.app.inject({
      method: 'POST',
      url: '/api/nest/auth/login/test-account',
      headers: { 'x-request-id': 'preview-cookie', 'x-debug-key': 'test-debug-key' },
      payload: { username: 'preview-cookie', password: 'preview-cookie-password' },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = setCookie.find((cookie) => cookie.startsWith('nodeloom_session='));
    expect(session).toBeDefined();
    // a host-only cookie is sent to loom.example alone, never to preview.loom.site
    expect(session!.toLowerCase()).not.toContain('domain=');
  });
});

describe('the preview host’s configuration', () => {
  it('defaults to preview.localhost:PORT, framed from every loopback spelling of the app', async () => {
    const served = await createTestApp({ env: { PUBLIC_URL: undefined, PORT: '4321' } });
    try {
      expect(served.config.preview.origin).toBe('http://preview.localhost:4321');
      const response = await served.app.inject({
        method: 'GET',
        url: PREVIEW_FRAME_PATH,
        headers: { host: 'preview.localhost:4321' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        '["http://localhost:4321","http://127.0.0.1:4321","http://[::1]:4321"]',
      );
    } finally {
      await served.close();
    }
  });

  it('takes PREVIEW_HOST, and refuses a host the app is reached at', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://loom.example', PREVIEW_HOST: 'usercontent.example' });
    expect(config.preview.origin).toBe('https://usercontent.example');
    const refused = (host: string) =>
      new ConfigError(
        `Invalid configuration: PREVIEW_HOST: must not be a host the app is reached at (${host})`,
      );
    // cookies ignore ports, so another port of the app's host is no origin of its own
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://loom.example', PREVIEW_HOST: 'loom.example:8443' }),
    ).toThrow(refused('loom.example'));
    expect(() => loadConfig({ PREVIEW_HOST: '127.0.0.1:5000' })).toThrow(refused('127.0.0.1'));
    expect(() => loadConfig({ PREVIEW_HOST: 'Preview.Example' })).toThrow(
      /PREVIEW_HOST: must be a lowercase/,
    );
  });
});

describe('the preview document’s handshake', () => {
  /** Runs the page's script with a fake window; returns what it sent and what it wrote. */
  function boot(parentOrigins: string[]) {
    const script = /<script>([\s\S]*)<\/script>/.exec(previewFramePage(parentOrigins))![1]!;
    const greetings: string[] = [];
    const written: string[] = [];
    let listener: (event: unknown) => void = () => {};
    const parent = { postMessage: (_message: unknown, origin: string) => greetings.push(origin) };
    runInNewContext(script, {
      parent,
      addEventListener: (_type: string, fn: (event: unknown) => void) => {
        listener = fn;
      },
      document: { open() {}, write: (html: string) => written.push(html), close() {} },
    });
    const send = (source: unknown, origin: string) =>
      listener({ source, origin, data: { type: 'nodeloom:document', html: `<p>from ${origin}</p>` } });
    return { parent, greetings, written, send };
  }

  it('greets its parent at the app’s origins only, and takes a document only from there', () => {
    const frame = boot(['https://loom.example']);
    expect(frame.greetings).toEqual(['https://loom.example']);
    frame.send(frame.parent, 'https://evil.example');
    frame.send({}, 'https://loom.example');
    expect(frame.written).toEqual([]);
    frame.send(frame.parent, 'https://loom.example');
    expect(frame.written).toEqual(['<p>from https://loom.example</p>']);
  });
});
