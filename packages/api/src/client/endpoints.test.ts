import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_DEBUG_KEY } from '../constants.js';
import { createApiClient } from './client.js';
import { createNodeloomApi } from './endpoints.js';

const me = {
  id: 'abcdefabcdefabcdefabcdef',
  email: 'ada@example.com',
  name: 'Ada',
  firstName: null,
  lastName: null,
  avatarUrl: null,
  isAdmin: false,
  deletionRequest: null,
};

let server: Server;
let origin: string;
const seen: Array<{ method?: string; url?: string; headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(req.url === '/api/nest/auth/logout' ? { ok: true } : me));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('createNodeloomApi', () => {
  const api = () => createNodeloomApi(createApiClient({ origin, sessionId: 's', isLoggedOut: () => true }));

  it('reads the current user even while logged out (it is the login probe)', async () => {
    await expect(api().users.me()).resolves.toEqual(me);
  });

  it('signs in with a test account, sending the debug key header', async () => {
    await api().auth.loginTestAccount({ username: 'tester', password: 'pw' }, 'key-1');
    const call = seen.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/api/nest/auth/login/test-account' });
    expect(call.headers[HEADER_DEBUG_KEY]).toBe('key-1');
    expect(JSON.parse(call.body)).toEqual({ username: 'tester', password: 'pw' });
  });

  it('gives the OAuth sign-in address under the base path', () => {
    expect(api().auth.oauthLoginUrl('github')).toBe(`${origin}/api/nest/auth/login/github`);
    expect(api().auth.oauthLoginUrl('google', '/project?id=1&pat=nlpat_2')).toBe(
      `${origin}/api/nest/auth/login/google?returnTo=%2Fproject%3Fid%3D1%26pat%3Dnlpat_2`,
    );
  });

  it('cancels account calls while logged out', async () => {
    await expect(api().accounts.cancelDeletion()).rejects.toMatchObject({ code: 'CancelledError' });
  });
});
