import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import type { Database } from '../db/database.js';
import { projects, sessions, teamMembers, teams } from '../db/schema/index.js';
import { describeEachDatabase, injectAs, type SignedInTestUser, signInTestUser } from '../test/index.js';

// GET /projects/{id} reads the session, the project and the caller's memberships in one query
// (project-read.ts): the same answers as the rules give everywhere else, for every kind of caller.

async function insertProject(db: Database, values: Partial<typeof projects.$inferInsert>): Promise<string> {
  const [row] = await db
    .insert(projects)
    .values({ name: 'p', workspaceType: 'user', ...values })
    .returning({ id: projects.id });
  return row!.id;
}

async function teamOf(db: Database, owner: SignedInTestUser, organisationId: string | null, role = 'member') {
  const [team] = await db
    .insert(teams)
    .values({ name: 't', ownerUserId: owner.user.id, organisationId })
    .returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team!.id, userId: owner.user.id, role });
  return team!.id;
}

/** An id in the database's format (24 hex digits) that names nothing yet. */
const newId = () => randomBytes(12).toString('hex');

const readAs = async (app: Parameters<typeof injectAs>[0], who: SignedInTestUser | null, id: string) => {
  const response = await injectAs(app, who, 'GET', `/projects/${id}`);
  return {
    status: response.statusCode,
    readonly: response.statusCode === 200 ? response.json().readonly : null,
  };
};

describeEachDatabase('GET /projects/{id}: access in one query', (suite) => {
  it('team projects: members read and write, others 404, signed out 401', async () => {
    const { app, db } = await suite.createTestApp();
    const [member, stranger] = [await signInTestUser(app), await signInTestUser(app)];
    const teamId = await teamOf(db, member, null);
    const id = await insertProject(db, { workspaceType: 'team', workspaceTeamId: teamId });
    expect(await readAs(app, member, id)).toEqual({ status: 200, readonly: false });
    expect(await readAs(app, stranger, id)).toEqual({ status: 404, readonly: null });
    expect(await readAs(app, null, id)).toEqual({ status: 401, readonly: null });
  });

  it("organisation projects: read-only for members of the organisation's teams, 404 for others", async () => {
    const { app, db } = await suite.createTestApp();
    const [inOrg, outside] = [await signInTestUser(app), await signInTestUser(app)];
    const organisationId = newId();
    await teamOf(db, inOrg, organisationId);
    await teamOf(db, outside, newId());
    const id = await insertProject(db, {
      workspaceType: 'organisation',
      workspaceOrganisationId: organisationId,
    });
    expect(await readAs(app, inOrg, id)).toEqual({ status: 200, readonly: true });
    expect(await readAs(app, outside, id)).toEqual({ status: 404, readonly: null });
  });

  it('a revoked or expired session counts as signed out: 401 on its own project, official demos still read', async () => {
    const { app, db } = await suite.createTestApp();
    const [revoked, expired] = [await signInTestUser(app), await signInTestUser(app)];
    const own = await insertProject(db, { workspaceUserId: revoked.user.id });
    const expiredOwn = await insertProject(db, { workspaceUserId: expired.user.id });
    const official = await insertProject(db, { workspaceType: 'organisation', official: true });
    expect(await readAs(app, revoked, own)).toEqual({ status: 200, readonly: false });
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.user.id));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect(await readAs(app, revoked, own)).toEqual({ status: 401, readonly: null });
    expect(await readAs(app, expired, expiredOwn)).toEqual({ status: 401, readonly: null });
    expect(await readAs(app, revoked, official)).toEqual({ status: 200, readonly: true });
  });

  it('an unknown project answers 404 signed in and 401 signed out', async () => {
    const { app } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const missing = newId();
    expect((await readAs(app, alice, missing)).status).toBe(404);
    expect((await readAs(app, null, missing)).status).toBe(401);
  });

  it('revalidating an unchanged project (304) is one database query, signed in', async () => {
    const { app, db } = await suite.createTestApp();
    const alice = await signInTestUser(app);
    const id = await insertProject(db, { workspaceUserId: alice.user.id });
    const first = await injectAs(app, alice, 'GET', `/projects/${id}`);
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const queries = vi.spyOn(client, 'query');
    try {
      const again = await injectAs(app, alice, 'GET', `/projects/${id}`, undefined, {
        'if-none-match': String(first.headers.etag),
      });
      expect(again.statusCode).toBe(304);
      expect(queries).toHaveBeenCalledTimes(1);
    } finally {
      queries.mockRestore();
    }
  });
});
