import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, expect, it, vi } from 'vitest';
import { accountDeletionRequests, users } from '../db/schema/index.js';
import { describeEachDatabase, testConfig } from '../test/index.js';
import { jobsPlugin } from './plugin.js';

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase('jobs plugin', (suite) => {
  it('runs the account deletion job on its interval from app start, with the injected clock', async () => {
    const [user] = await suite.db.insert(users).values({ name: 'leaving' }).returning();
    const requestedAt = new Date('2026-01-01T00:00:00Z');
    await suite.db.insert(accountDeletionRequests).values({
      userId: user!.id,
      requestedAt,
      scheduledFor: new Date('2026-01-31T00:00:00Z'),
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    const storageDir = await mkdtemp(join(tmpdir(), 'nodeloom-jobs-'));
    app.decorate('config', testConfig({ STORAGE_DIR: storageDir }));
    app.decorate('db', suite.db);
    await app.register(jobsPlugin({ now: () => new Date('2026-02-01T00:00:00Z'), intervalMs: 60_000 }));
    await app.ready();
    expect(await suite.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    await app.close(); // waits for the run in progress
    expect(await suite.db.select().from(users).where(eq(users.id, user!.id))).toHaveLength(0);
  });
});
