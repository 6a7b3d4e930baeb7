import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase, signInTestUser } from './test/index.js';

describeEachDatabase('app-wide request rules', (suite) => {
  it('echoes x-request-id, and generates one for a GET without it', async () => {
    const { app } = await suite.createTestApp();
    const echoed = await app.inject({
      method: 'GET',
      url: '/api/nest/health',
      headers: { 'x-request-id': 'abc-1' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc-1');
    const generated = await app.inject({ method: 'GET', url: '/api/nest/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    const next = await app.inject({ method: 'GET', url: '/api/nest/health' });
    expect(next.headers['x-request-id']).not.toBe(generated.headers['x-request-id']);
  });

  it('refuses a state-changing /api request without x-request-id, naming the header', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({ method: 'POST', url: '/api/nest/auth/logout' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'x-request-id header is required',
      code: 'ValidationError',
    });
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const { app } = await suite.createTestApp({ env: { ALLOWED_ORIGINS: 'https://studio.example.com' } });
    const { headers } = await signInTestUser(app);
    const foreign = await app.inject({
      method: 'PATCH',
      url: '/api/nest/users/me',
      headers: { ...headers(), origin: 'https://evil.example.com' },
      payload: { name: 'Mallory' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Origin https://evil.example.com is not allowed');

    for (const origin of ['http://localhost:4000', 'https://studio.example.com']) {
      const allowed = await app.inject({
        method: 'PATCH',
        url: '/api/nest/users/me',
        headers: { ...headers(), origin },
        payload: { name: 'Alice' },
      });
      expect(allowed.statusCode).toBe(200);
    }
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/nest/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NotFound' });
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/login/email',
      headers: apiHeaders(undefined, { 'content-type': 'application/json' }),
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('accepts x-session-id and x-user-id (an empty user id is 24 zeros)', async () => {
    const { app } = await suite.createTestApp();
    const response = await app.inject({
      method: 'GET',
      url: '/api/nest/health',
      headers: { 'x-session-id': 'client-session-1', 'x-user-id': '0'.repeat(24) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('treats an empty body sent as JSON as no body', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/nest/accounts/deletion/request',
      headers: { ...alice.headers(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body is required');
  });
});
