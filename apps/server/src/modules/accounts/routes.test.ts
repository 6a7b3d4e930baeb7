import { ACCOUNT_DELETION_GRACE_PERIOD_DAYS } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('account deletion', (suite) => {
  it('requests deletion in 30 days, shown in /users/me, and cancels it', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const request = await app.inject({
      method: 'POST',
      url: '/api/nest/accounts/deletion/request',
      headers: alice.headers(),
      payload: { reason: 'Moving on' },
    });
    expect(request.statusCode).toBe(201);
    const { deletionRequest } = request.json();
    expect(ACCOUNT_DELETION_GRACE_PERIOD_DAYS).toBe(30);
    expect(Date.parse(deletionRequest.scheduledFor) - Date.parse(deletionRequest.requestedAt)).toBe(
      30 * DAY_MS,
    );

    const me = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: alice.cookie },
    });
    expect(me.json().deletionRequest).toEqual(deletionRequest);

    const again = await app.inject({
      method: 'POST',
      url: '/api/nest/accounts/deletion/request',
      headers: alice.headers(),
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().deletionRequest).toEqual(deletionRequest);

    const cancel = await app.inject({
      method: 'POST',
      url: '/api/nest/accounts/deletion/cancel',
      headers: alice.headers(),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ deletionRequest: null });
    const after = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: alice.cookie },
    });
    expect(after.json().deletionRequest).toBeNull();
  });

  it('cancel answers 404 when nothing is pending', async () => {
    const { app } = await suite.createTestApp();
    const bob = await signInTestUser(app);
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/nest/accounts/deletion/cancel',
      headers: bob.headers(),
    });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe('No pending account deletion request');
  });

  it('answers 400 naming the field for a bad reason, and writes nothing', async () => {
    const { app } = await suite.createTestApp();
    const carol = await signInTestUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/nest/accounts/deletion/request',
      headers: carol.headers(),
      payload: { reason: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('reason must be a string');
    const me = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: carol.cookie },
    });
    expect(me.json().deletionRequest).toBeNull();
  });

  it('answers 401 to signed-out callers', async () => {
    const { app } = await suite.createTestApp();
    for (const url of ['/api/nest/accounts/deletion/request', '/api/nest/accounts/deletion/cancel']) {
      const response = await app.inject({ method: 'POST', url, headers: apiHeaders(), payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });
});
