import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase } from '../../test/index.js';

// Every sign-in route answers 429 past SIGN_IN_RATE_LIMIT_PER_MINUTE requests per IP, with the
// in-process store and, when REDIS_URL is set, with the shared Redis store.
const signInCalls = [
  { method: 'POST', url: '/api/nest/auth/login/test-account', payload: { username: 'rl', password: 'pw' } },
  { method: 'POST', url: '/api/nest/auth/login/email', payload: { email: 'rl@example.com', password: 'pw' } },
  {
    method: 'POST',
    url: '/api/nest/auth/signup/email',
    payload: { email: 'rl@example.com', password: 'password' },
  },
  { method: 'GET', url: '/api/nest/auth/login/google' },
  { method: 'GET', url: '/api/nest/auth/login/github' },
  { method: 'GET', url: '/api/nest/auth/callbacks/google?error=access_denied' },
  { method: 'GET', url: '/api/nest/auth/callbacks/github?error=access_denied' },
] as const;

const stores = process.env.REDIS_URL ? ['memory', 'redis'] : ['memory'];

describeEachDatabase('sign-in rate limits', (suite) => {
  for (const store of stores) {
    for (const call of signInCalls) {
      it(`${call.method} ${call.url.split('?')[0]} answers 429 past the limit (${store} store)`, async () => {
        const { app } = await suite.createTestApp({
          env: {
            SIGN_IN_RATE_LIMIT_PER_MINUTE: '2',
            REDIS_URL: store === 'redis' ? process.env.REDIS_URL : undefined,
          },
        });
        const send = () =>
          app.inject({
            method: call.method,
            url: call.url,
            headers: apiHeaders(undefined, { 'x-debug-key': 'test-debug-key' }),
            ...('payload' in call ? { payload: call.payload } : {}),
          });
        expect((await send()).statusCode).not.toBe(429);
        expect((await send()).statusCode).not.toBe(429);
        const third = await send();
        expect(third.statusCode).toBe(429);
        expect(third.json()).toMatchObject({
          statusCode: 429,
          error: 'Too Many Requests',
          code: 'TooManyRequests',
        });
        expect(third.json().message).toMatch(/^Too many requests, please try again in /);
      });
    }
  }

  it('does not limit other routes', async () => {
    const { app } = await suite.createTestApp({ env: { SIGN_IN_RATE_LIMIT_PER_MINUTE: '1' } });
    for (let i = 0; i < 3; i += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/nest/health' })).statusCode).toBe(200);
    }
  });
});
