import { describe, expect, it } from 'vitest';
import { describeEachDatabase, injectAs, signInTestUser } from '../test/index.js';
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":{"c":[1]}}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{\\"[[[["}', 1)).toBe(false);
  });
});

describeEachDatabase('JSON bodies', (suite) => {
  it('a body nested deeper than the cap is a 400 before it is parsed', async () => {
    const { app } = await suite.createTestApp();
    const user = await signInTestUser(app);
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/nest/projects',
        headers: { ...user.headers(), 'content-type': 'application/json' },
        payload,
      });
    const deep = await post(`{"name": ${nested(20_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'ValidationError', message: JSON_TOO_DEEP_MESSAGE });
    // At the cap the body is parsed and validated as usual.
    const atCap = await post(`{"name": ${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(atCap.json()).toMatchObject({ statusCode: 400, message: 'name must be a string' });
    const projects = await injectAs(app, user, 'GET', '/projects');
    expect(projects.json()).toEqual([]);
  });
});
