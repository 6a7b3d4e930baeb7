import { expect, it } from 'vitest';
import { callerFor } from '../../test/caller-for.js';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';

describeEachDatabase('node presets', (suite) => {
  async function setUp() {
    const { app } = await suite.createTestApp();
    const call = callerFor(app);
    const alice = await signInTestUser(app);
    const bob = await signInTestUser(app);
    const created = await call(alice, 'POST', '/nodePresets', {
      name: 'Big',
      definitionName: 'number',
      params: { value: 100 },
    });
    expect(created.statusCode).toBe(201);
    return { call, alice, bob, preset: created.json() };
  }

  it('creates, lists, gets, updates and deletes a preset', async () => {
    const { call, alice, preset } = await setUp();
    expect(preset).toMatchObject({ name: 'Big', definitionName: 'number', params: { value: 100 } });
    expect((await call(alice, 'GET', '/nodePresets')).json()).toEqual([preset]);
    expect((await call(alice, 'GET', `/nodePresets/${preset.id}`)).json()).toEqual(preset);
    const updated = await call(alice, 'PATCH', `/nodePresets/${preset.id}`, { params: { value: 7 } });
    expect(updated.json()).toMatchObject({ name: 'Big', params: { value: 7 } });
    expect((await call(alice, 'DELETE', `/nodePresets/${preset.id}`)).json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', `/nodePresets/${preset.id}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const { call, alice, preset } = await setUp();
    const cases: [string, string, object, string][] = [
      ['POST', '/nodePresets', { name: 'x', params: {} }, 'definitionName is required'],
      ['POST', '/nodePresets', { name: 'x', definitionName: 'n', params: 3 }, 'params must be a record'],
      ['PATCH', `/nodePresets/${preset.id}`, { name: '' }, 'name must not be empty'],
      ['PATCH', `/nodePresets/${preset.id}`, { colour: 'red' }, 'body has unknown field: colour'],
    ];
    for (const [method, path, payload, message] of cases) {
      const response = await call(alice, method as 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await call(alice, 'GET', '/nodePresets')).json()).toEqual([preset]);
  });

  it('answers 401 signed out on every route', async () => {
    const { call, preset } = await setUp();
    for (const [method, path] of [
      ['GET', '/nodePresets'],
      ['POST', '/nodePresets'],
      ['GET', `/nodePresets/${preset.id}`],
      ['PATCH', `/nodePresets/${preset.id}`],
      ['DELETE', `/nodePresets/${preset.id}`],
    ] as const) {
      expect((await call(null, method, path, { name: 'x' })).statusCode).toBe(401);
    }
  });

  it("never shows or changes another user's preset (404)", async () => {
    const { call, alice, bob, preset } = await setUp();
    expect((await call(bob, 'GET', '/nodePresets')).json()).toEqual([]);
    for (const response of [
      await call(bob, 'GET', `/nodePresets/${preset.id}`),
      await call(bob, 'PATCH', `/nodePresets/${preset.id}`, { name: 'Mine' }),
      await call(bob, 'DELETE', `/nodePresets/${preset.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Node preset not found');
    }
    expect((await call(alice, 'GET', `/nodePresets/${preset.id}`)).json()).toEqual(preset);
  });
});
