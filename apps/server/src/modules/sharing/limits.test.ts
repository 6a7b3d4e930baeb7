import { HEADER_PROJECT_ACCESS_TOKEN } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { ACCESS_TOKEN_REVOKED } from './service.js';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const header = (token: string) => ({ [HEADER_PROJECT_ACCESS_TOKEN]: token });

describeEachDatabase('access token limits', (suite) => {
  it('expiredAt may be at most ACCESS_TOKEN_MAX_DAYS ahead (one year by default)', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const create = (expiredAt: string) =>
      call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, { expiredAt });
    expect((await create(inDays(364))).status).toBe(201);
    expect(await create(inDays(366))).toMatchObject({
      status: 400,
      body: { message: 'expiredAt must be at most 365 days from now' },
    });
    expect(await create('9999-12-31T00:00:00.000Z')).toMatchObject({ status: 400 });
    const { app: shortApp } = await suite.createTestApp({ env: { ACCESS_TOKEN_MAX_DAYS: '7' } });
    const other = await signInTestUser(shortApp);
    const otherProject = await createProjectAs(shortApp, other);
    const tooLong = await call(shortApp, other, 'POST', `/projects/${otherProject}/accessTokens`, {
      expiredAt: inDays(8),
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: 'expiredAt must be at most 7 days from now' },
    });
    expect((await call(shortApp, other, 'GET', `/projects/${otherProject}/accessTokens`)).body).toEqual([]);
  });

  it('token lookups are rate-limited per client address (429)', async () => {
    const { app } = await suite.createTestApp({ env: { TOKEN_LOOKUP_RATE_LIMIT_PER_MINUTE: '3' } });
    const lookups = [];
    for (let i = 0; i < 4; i += 1) {
      lookups.push(
        await call(app, null, 'GET', '/projects/byAccessToken', undefined, header(`nlpat_guess${i}`)),
      );
    }
    expect(lookups.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(lookups[3]!.body).toMatchObject({ code: 'TooManyRequests' });
  });

  it('GET /projects/{id} with a token header counts against the same limit; calls without one do not', async () => {
    const { app } = await suite.createTestApp({ env: { TOKEN_LOOKUP_RATE_LIMIT_PER_MINUTE: '3' } });
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    // The workspace opening a project (no token header) is never limited.
    for (let i = 0; i < 5; i += 1)
      expect((await call(app, owner, 'GET', `/projects/${projectId}`)).status).toBe(200);
    const guesses = [];
    for (let i = 0; i < 4; i += 1) {
      guesses.push(
        await call(app, null, 'GET', `/projects/${projectId}`, undefined, header(`nlpat_guess${i}`)),
      );
    }
    expect(guesses.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    expect(guesses[3]!.body).toMatchObject({ code: 'TooManyRequests' });
    expect((await call(app, owner, 'GET', `/projects/${projectId}`)).status).toBe(200);
  });

  it("a member who leaves the team takes the tokens they made for the team's projects with them", async () => {
    const { app } = await suite.createTestApp();
    const [owner, member] = [await signInTestUser(app), await signInTestUser(app)];
    const { body: team } = await call(app, owner, 'POST', '/teams', { name: 'Crew' });
    await call(app, owner, 'POST', `/teams/${team.id}/members`, { userId: member.user.id });
    const teamProject = await createProjectAs(app, owner, { teamId: team.id });
    const ownProject = await createProjectAs(app, member);
    const token = async (projectId: string, who = member) =>
      (await call(app, who, 'POST', `/projects/${projectId}/accessTokens`, { expiredAt: inDays(1) })).body
        .token as string;
    const [membersTeamToken, ownersTeamToken, membersOwnToken] = [
      await token(teamProject),
      await token(teamProject, owner),
      await token(ownProject),
    ];
    const open = (secret: string) =>
      call(app, null, 'GET', '/projects/byAccessToken', undefined, header(secret));
    expect((await open(membersTeamToken)).status).toBe(200);
    await call(app, member, 'DELETE', `/teams/${team.id}/members`, { userId: member.user.id });
    expect(await open(membersTeamToken)).toMatchObject({
      status: 403,
      body: { message: ACCESS_TOKEN_REVOKED },
    });
    // Other people's tokens for the team, and the member's own projects, are untouched.
    expect((await open(ownersTeamToken)).status).toBe(200);
    expect((await open(membersOwnToken)).status).toBe(200);
  });
});
