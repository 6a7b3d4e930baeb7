import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { describeEachDatabase, signInTestUser, testConfig } from '../test/index.js';
import { createSession, findSession, purgeEndedSessions, touchIntervalMs } from './sessions.js';

describeEachDatabase('purgeEndedSessions', (suite) => {
  it('deletes revoked, expired and idle sessions and keeps live ones', async () => {
    const { app, config } = await suite.createTestApp();
    const live = await signInTestUser(app);
    const revoked = await signInTestUser(app);
    const expired = await signInTestUser(app);
    const idle = await signInTestUser(app);
    await app.inject({ method: 'POST', url: '/api/nest/auth/logout', headers: revoked.headers() });
    await suite.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    await suite.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - config.session.idleTimeoutMs - 1000) })
      .where(eq(sessions.userId, idle.user.id));

    expect(await purgeEndedSessions(suite.db, config)).toBe(3);
    const left = await suite.db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((row) => row.userId)).toEqual([live.user.id]);
    const me = await app.inject({
      method: 'GET',
      url: '/api/nest/users/me',
      headers: { cookie: live.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});

describeEachDatabase('session idle timeout', (suite) => {
  it('keeps a session in use alive under a short idle timeout (last-seen written often enough)', async () => {
    const { app } = await suite.createTestApp();
    const { user } = await signInTestUser(app);
    const config = testConfig({ SESSION_IDLE_TIMEOUT_MINUTES: '1' });
    const start = Date.parse('2030-01-01T00:00:00Z');
    const token = await createSession(suite.db, config, user.id, undefined, new Date(start));

    // Used 30 s in, then 61 s in: only 31 s idle, well inside the minute.
    expect(await findSession(suite.db, config, token, start + 30_000)).not.toBeNull();
    expect(await findSession(suite.db, config, token, start + 61_000)).not.toBeNull();
    // Then left alone for the whole idle timeout: it ends.
    expect(await findSession(suite.db, config, token, start + 61_000 + 60_000)).toBeNull();
  });

  it('writes last-seen at a tenth of the idle timeout, at most every minute', () => {
    expect(touchIntervalMs(60_000)).toBe(6_000);
    expect(touchIntervalMs(5 * 60_000)).toBe(30_000);
    expect(touchIntervalMs(7 * 24 * 3_600_000)).toBe(60_000);
  });
});
