import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp } from '../test/index.js';
import { redactUrl, requestChildLogger } from './logging.js';

describe('logs', () => {
  it('never contain passwords, cookies, debug keys, OAuth codes, access tokens or upload signatures', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app, close } = await createTestApp({ env: { LOG_LEVEL: 'trace' }, logStream: stream });
    const login = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/login/test-account',
      headers: apiHeaders(undefined, { 'x-debug-key': 'test-debug-key' }),
      payload: { username: 'logged', password: 'super-secret-password' },
    });
    const cookie = login.cookies[0]!.value;
    await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: `nodeloom_session=${cookie}` },
    });
    await app.inject({
      method: 'GET',
      url: '/api/nest/auth/callbacks/google?code=secret-code&state=secret-state',
    });
    await app.inject({
      method: 'GET',
      url: '/api/nest/projects/byAccessToken',
      headers: { 'x-project-access-token': 'nlpat_secret-token' },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/nest/assets/uploads/${'a'.repeat(24)}/original?expires=1&signature=secret-signature`,
      headers: apiHeaders(undefined, { 'content-type': 'image/png' }),
      payload: Buffer.from('png'),
    });
    await close();

    const log = lines.join('');
    expect(log).toContain('/api/nest/auth/login/test-account');
    expect(log).toContain('/api/nest/auth/callbacks/google?code=%5BRedacted%5D&state=%5BRedacted%5D');
    expect(log).toContain('/original?expires=1&signature=%5BRedacted%5D');
    const secrets = ['super-secret-password', 'test-debug-key', cookie, 'secret-code', 'secret-state'];
    for (const secret of [...secrets, 'nlpat_secret-token', 'secret-signature']) {
      expect(log).not.toContain(secret);
    }
  });

  it('writes one line per answered request: method, URL, request id, status and time', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app, close } = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    const response = await app.inject({ method: 'GET', url: '/api/nest/users/me?x=1' });
    await close();
    const requestLines = lines.map((line) => JSON.parse(line)).filter((line) => line.req?.url);
    expect(requestLines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({
          method: 'GET',
          url: '/api/nest/users/me?x=1',
          requestId: response.headers['x-request-id'],
        }),
        res: { statusCode: 401 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("carries the request's log bindings: Fastify's reqId and the client's x-session-id and x-user-id", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { app, close } = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
    const response = await app.inject({
      method: 'GET',
      url: '/api/nest/nowhere',
      headers: {
        'x-session-id': 'client-session',
        'x-user-id': 'client-user',
        cookie: 'nodeloom_session=secret',
      },
    });
    await close();
    const [line] = lines.map((text) => JSON.parse(text)).filter((parsed) => parsed.req?.url);
    expect(line).toMatchObject({
      reqId: response.headers['x-request-id'],
      clientSessionId: 'client-session',
      clientUserId: 'client-user',
      res: { statusCode: 404 },
    });
    expect(lines.join('')).not.toContain('secret');
  });

  it('redacts secret query values only', () => {
    expect(redactUrl('/a?code=1&x=2')).toBe('/a?code=%5BRedacted%5D&x=2');
    expect(redactUrl('/a/b')).toBe('/a/b');
  });
});

describe('requestChildLogger', () => {
  function captured(): { stream: Writable; lines: Record<string, unknown>[] } {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return { stream, lines };
  }

  it("writes what pino's own child writes, its bindings escaped, and its children add theirs", () => {
    const { stream, lines } = captured();
    const root = pino({ base: { app: 'x' }, timestamp: false }, stream);
    const id = 'a"b\\c\u2028';
    requestChildLogger(root, { reqId: id }, {}).info({ n: 1 }, 'hello');
    root.child({ reqId: id }, {}).info({ n: 1 }, 'hello');
    requestChildLogger(root, { reqId: 'r1' }, {}).child({ clientUserId: 'u' }).warn('nested');
    expect(lines[0]).toEqual(lines[1]);
    expect(lines[0]).toMatchObject({ app: 'x', reqId: id, n: 1, msg: 'hello' });
    expect(lines[2]).toMatchObject({ app: 'x', reqId: 'r1', clientUserId: 'u', msg: 'nested' });
  });

  it("leaves a route's own logger options (a level) to pino", () => {
    const { stream, lines } = captured();
    const root = pino({ timestamp: false }, stream);
    const quiet = requestChildLogger(root, { reqId: 'r2' }, { level: 'warn' });
    quiet.info('dropped');
    quiet.warn('kept');
    expect(lines.map((line) => line.msg)).toEqual(['kept']);
  });
});
