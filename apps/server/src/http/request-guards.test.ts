import { API_BASE_PATH, HEADER_REQUEST_ID } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../test/index.js';

describeEachDatabase('request guards', (suite) => {
  it('x-request-id is required however the path is spelled, once it reaches a route', async () => {
    const { app } = await suite.createTestApp();
    const user = await signInTestUser(app);
    const { [HEADER_REQUEST_ID]: _, ...withoutRequestId } = user.headers();
    const spellings = ['/%61pi/nest/projects', '/api/%6Eest/projects', '/api/nest/%70rojects'];
    for (const url of spellings) {
      const response = await app.inject({ method: 'POST', url, headers: withoutRequestId, payload: {} });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(`${HEADER_REQUEST_ID} header is required`);
    }
    const projects = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/projects`,
      headers: user.headers(),
    });
    expect(projects.json()).toEqual([]);
    // With the header the same spelling reaches the route.
    const created = await app.inject({
      method: 'POST',
      url: spellings[0]!,
      headers: user.headers(),
      payload: {},
    });
    expect(created.statusCode).toBe(201);
  });
});
