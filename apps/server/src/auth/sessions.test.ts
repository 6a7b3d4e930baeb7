import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { describeEachDatabase, signInTestUser } from '../test/index.js';
import { purgeEndedSessions } from './sessions.js';

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
