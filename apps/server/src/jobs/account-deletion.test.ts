import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projectAccessTokens, projects, sessions, snippets, users } from '../db/schema/index.js';
import { LocalStorage } from '../storage/index.js';
import { callerFor } from '../test/caller-for.js';
import { apiHeaders, describeEachDatabase, type SignedInTestUser, signInTestUser } from '../test/index.js';
import { deleteDueAccounts } from './account-deletion.js';

const DAY = 24 * 60 * 60 * 1000;
/** What rowsOf counts when each of the user's kinds of rows has `n` rows. */
const everyRow = (n: number) => ({ users: n, sessions: n, projects: n, tokens: n, snippets: n });

describeEachDatabase('account deletion job', (suite) => {
  async function setUp() {
    const storageDir = await mkdtemp(join(tmpdir(), 'nodeloom-deletion-'));
    const { app, config } = await suite.createTestApp({ env: { STORAGE_DIR: storageDir } });
    const call = callerFor(app);
    /** A user with a project, an access token, a snippet, a session and an uploaded asset. */
    const populated = async () => {
      const user = await signInTestUser(app);
      const project = (await call(user, 'POST', '/projects', { name: 'Mine' })).json();
      const token = await call(user, 'POST', `/projects/${project.id}/accessTokens`, {
        expiredAt: new Date(Date.now() + 90 * DAY).toISOString(),
      });
      expect(token.statusCode).toBe(201);
      await call(user, 'POST', '/snippets', { name: 's', graph: { nodes: [], connections: [] } });
      const asset = (
        await call(user, 'POST', '/assets', { assets: [{ fileId: 'f', name: 'a.png', path: '/' }] })
      ).json().assets[0];
      await app.inject({
        method: 'PUT',
        url: asset.originalUploadUrl.replace(config.publicUrl, ''),
        headers: apiHeaders(undefined, { 'content-type': 'image/png' }),
        payload: Buffer.from('png'),
      });
      expect(existsSync(join(storageDir, asset.id, 'original'))).toBe(true);
      return { user, projectId: project.id as string, assetId: asset.id as string };
    };
    const requestDeletion = (user: SignedInTestUser) =>
      call(user, 'POST', '/accounts/deletion/request', { reason: 'bye' });
    const run = (at: Date) =>
      deleteDueAccounts({ db: suite.db, storage: new LocalStorage(storageDir), now: () => at });
    const rowsOf = async (userId: string, projectId: string) => ({
      users: (await suite.db.select().from(users).where(eq(users.id, userId))).length,
      sessions: (await suite.db.select().from(sessions).where(eq(sessions.userId, userId))).length,
      projects: (await suite.db.select().from(projects).where(eq(projects.id, projectId))).length,
      tokens: (
        await suite.db.select().from(projectAccessTokens).where(eq(projectAccessTokens.projectId, projectId))
      ).length,
      snippets: (await suite.db.select().from(snippets).where(eq(snippets.userId, userId))).length,
    });
    return { app, call, storageDir, populated, requestDeletion, run, rowsOf };
  }

  it('deletes a requested account after the grace period, with projects, sessions, tokens and stored files', async () => {
    const { call, storageDir, populated, requestDeletion, run, rowsOf } = await setUp();
    const { user, projectId, assetId } = await populated();
    const scheduledFor = Date.parse((await requestDeletion(user)).json().deletionRequest.scheduledFor);
    expect(await run(new Date(scheduledFor - 1))).toEqual([]);
    expect(await rowsOf(user.user.id, projectId)).toEqual(everyRow(1));
    expect(await run(new Date(scheduledFor + 1))).toEqual([user.user.id]);
    expect(await rowsOf(user.user.id, projectId)).toEqual(everyRow(0));
    expect(existsSync(join(storageDir, assetId))).toBe(false);
    expect((await call(user, 'GET', '/users/me')).statusCode).toBe(401);
  });

  it('keeps everything when the request was cancelled, and other users untouched', async () => {
    const { call, storageDir, populated, requestDeletion, run, rowsOf } = await setUp();
    const cancelled = await populated();
    const bystander = await populated();
    await requestDeletion(cancelled.user);
    expect((await call(cancelled.user, 'POST', '/accounts/deletion/cancel')).statusCode).toBe(200);
    expect(await run(new Date(Date.now() + 31 * DAY))).toEqual([]);
    for (const { user, projectId, assetId } of [cancelled, bystander]) {
      expect(await rowsOf(user.user.id, projectId)).toEqual(everyRow(1));
      expect(existsSync(join(storageDir, assetId, 'original'))).toBe(true);
    }
  });
});
