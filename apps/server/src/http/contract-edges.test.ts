import { API_BASE_PATH, HEADER_REQUEST_ID } from '@nodeloom/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, signInTestUser, type TestApp } from '../test/index.js';

// Answers the OpenAPI document declares as 400 where the framework would answer otherwise.
describe('framework edges answered as the document declares', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('a path parameter over 100 characters is a 400 ValidationError, not 414', async () => {
    const { app } = testApp;
    const user = await signInTestUser(app);
    for (const [method, path] of [
      ['POST', '/users/layouts/'],
      ['DELETE', '/users/preferences/'],
      ['GET', '/projects/'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${API_BASE_PATH}${path}${'n'.repeat(101)}`,
        headers: user.headers(),
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'a path parameter must be at most 100 characters',
        code: 'ValidationError',
      });
      expect(response.headers[HEADER_REQUEST_ID]).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    }
  });

  it('every API route refuses a malformed x-request-id, public cross-origin and GET ones included', async () => {
    const { app } = testApp;
    const malformed = `has spaces ${'x'.repeat(200)}`;
    for (const [method, path] of [
      ['POST', `/forms/${'a'.repeat(24)}/replies`],
      ['GET', '/health/live'],
      ['POST', '/projects'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${API_BASE_PATH}${path}`,
        headers: { [HEADER_REQUEST_ID]: malformed },
        ...(method === 'POST' ? { payload: { values: {} } } : {}),
      });
      expect({ path, status: response.statusCode, code: response.json().code }).toEqual({
        path,
        status: 400,
        code: 'ValidationError',
      });
      expect(response.headers[HEADER_REQUEST_ID]).not.toBe(malformed);
    }
    // A well-formed id is still optional on the public form route, and echoed when given.
    const replied = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/forms/${'a'.repeat(24)}/replies`,
      headers: apiHeaders(),
      payload: { values: {} },
    });
    expect(replied.statusCode).toBe(404);
    expect(replied.headers[HEADER_REQUEST_ID]).toMatch(/^test-\d+$/);
  });
});
