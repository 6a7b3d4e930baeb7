import { connect, listen } from '@nodeloom/sync/testing/socket';
import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase, signInTestUser } from './test/index.js';

const LOOPBACK = ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000'];

// REST and the collaboration handshake read the same allowed origins (config.allowedOrigins).
describeEachDatabase('loopback origins without PUBLIC_URL', (suite) => {
  it('accepts every loopback spelling of the own port over REST and the socket, and nothing else', async () => {
    const { app } = await suite.createTestApp({ env: { PUBLIC_URL: undefined, PORT: '4000' } });
    const who = await signInTestUser(app);
    const rename = (origin: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/nest/users/me',
        headers: { ...who.headers(), origin },
        payload: { name: 'Local' },
      });
    const url = await listen(app);
    for (const origin of LOOPBACK) {
      expect((await rename(origin)).statusCode).toBe(200);
      const socket = await connect(url, { cookie: who.cookie, origin });
      socket.close();
    }
    for (const origin of ['http://127.0.0.1:5000', 'http://192.168.1.10:4000']) {
      const refused = await rename(origin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(`Origin ${origin} is not allowed`);
      await expect(connect(url, { cookie: who.cookie, origin })).rejects.toThrow(
        `Origin ${origin} is not allowed`,
      );
    }
  });

  it('signs up by e-mail from every loopback spelling of the own port (issue 23 row 10)', async () => {
    const { app } = await suite.createTestApp({ env: { PUBLIC_URL: undefined, PORT: '4000' } });
    for (const [i, origin] of LOOPBACK.entries()) {
      const signup = await app.inject({
        method: 'POST',
        url: '/api/nest/auth/signup/email',
        headers: { ...apiHeaders(), origin },
        payload: { email: `local${i}@example.com`, password: 'correct horse' },
      });
      expect(signup.statusCode, origin).toBe(201);
      expect(signup.json()).toMatchObject({ email: `local${i}@example.com` });
    }
  });

  it('keeps to PUBLIC_URL once it is set', async () => {
    const { app } = await suite.createTestApp({ env: { PUBLIC_URL: 'http://localhost:4000' } });
    const who = await signInTestUser(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/nest/users/me',
      headers: { ...who.headers(), origin: 'http://127.0.0.1:4000' },
      payload: { name: 'Local' },
    });
    expect(response.statusCode).toBe(403);
  });
});
