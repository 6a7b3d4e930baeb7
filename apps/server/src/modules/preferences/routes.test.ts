import { DEFAULT_PREFERENCES } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';

describeEachDatabase('preferences', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    return { call: callerFor(app), alice: await signInTestUser(app), bob: await signInTestUser(app) };
  }

  it("gives a new user the default set under the name 'default'", async () => {
    const { call, alice } = await setUp();
    const response = await call(alice, 'GET', '/users/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ name: 'default', json: DEFAULT_PREFERENCES }]);
  });

  it('saves, replaces and deletes named sets; deleting default brings the default set back', async () => {
    const { call, alice } = await setUp();
    const saved = await call(alice, 'POST', '/users/preferences/default', {
      json: { ...DEFAULT_PREFERENCES, theme: 'light', gridSize: 20 },
    });
    expect(saved.json()).toEqual({
      name: 'default',
      json: { ...DEFAULT_PREFERENCES, theme: 'light', gridSize: 20 },
    });
    await call(alice, 'POST', '/users/preferences/laptop', { json: { naturalScrolling: false } });
    await call(alice, 'POST', '/users/preferences/laptop', {
      json: { naturalScrolling: true, extra: 'kept' },
    });
    expect((await call(alice, 'GET', '/users/preferences')).json()).toEqual([
      { name: 'default', json: { ...DEFAULT_PREFERENCES, theme: 'light', gridSize: 20 } },
      { name: 'laptop', json: { naturalScrolling: true, extra: 'kept' } },
    ]);
    expect((await call(alice, 'DELETE', '/users/preferences/default')).json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', '/users/preferences')).json()[0]).toEqual({
      name: 'default',
      json: DEFAULT_PREFERENCES,
    });
    expect((await call(alice, 'DELETE', '/users/preferences/default')).statusCode).toBe(404);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice } = await setUp();
    const cases: [string, object, string][] = [
      [
        '/users/preferences/default',
        { json: { theme: 'pink' } },
        'json.theme invalid option: expected one of "dark"|"light"',
      ],
      ['/users/preferences/default', { json: { gridSize: 0 } }, 'json.gridSize must be at least 1'],
      ['/users/preferences/default', { json: { gridEnabled: 'yes' } }, 'json.gridEnabled must be a boolean'],
      ['/users/preferences/default', {}, 'json is required'],
      ['/users/preferences/a%2Fb', { json: {} }, 'name must be letters, digits, spaces or . _ -'],
    ];
    for (const [path, payload, message] of cases) {
      const response = await call(alice, 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(alice, 'GET', '/users/preferences')).json()).toEqual([
      { name: 'default', json: DEFAULT_PREFERENCES },
    ]);
  });

  it('answers 401 signed out', async () => {
    const { call } = await setUp();
    expect((await call(null, 'GET', '/users/preferences')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/users/preferences/default', { json: {} })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/users/preferences/default')).statusCode).toBe(401);
  });

  it("keeps each user's sets their own", async () => {
    const { call, alice, bob } = await setUp();
    await call(alice, 'POST', '/users/preferences/mine', { json: { theme: 'light' } });
    expect((await call(bob, 'GET', '/users/preferences')).json()).toEqual([
      { name: 'default', json: DEFAULT_PREFERENCES },
    ]);
    const deleted = await call(bob, 'DELETE', '/users/preferences/mine');
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe('Preference not found');
    expect((await call(alice, 'GET', '/users/preferences')).json()).toContainEqual({
      name: 'mine',
      json: { theme: 'light' },
    });
  });
});
