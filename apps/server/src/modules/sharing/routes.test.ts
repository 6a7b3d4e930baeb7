import { HEADER_PROJECT_ACCESS_TOKEN } from '@nodeloom/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projectAccessTokens } from '../../db/schema/index.js';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { ACCESS_TOKEN_EXPIRED, ACCESS_TOKEN_INVALID, ACCESS_TOKEN_REVOKED } from './service.js';

const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();
const header = (token: string) => ({ [HEADER_PROJECT_ACCESS_TOKEN]: token });

describeEachDatabase('sharing', (suite) => {
  it('POST accessTokens returns the secret once and stores only its sha256', async () => {
    const { app, db } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Shared' });
    const created = await call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, {
      expiredAt: inOneDay(),
    });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    expect(token).toMatch(/^nlpat_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({ projectId, revokedAt: null, createdByUserId: owner.user.id });
    const [row] = await db
      .select()
      .from(projectAccessTokens)
      .where(eq(projectAccessTokens.id, created.body.id as string));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await call(app, owner, 'GET', `/projects/${projectId}/accessTokens`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('GET /projects/byAccessToken returns the project read-only, signed out or in', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const stranger = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Via token' });
    const { body } = await call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, {
      expiredAt: inOneDay(),
    });
    for (const who of [null, stranger, owner]) {
      const opened = await call(
        app,
        who,
        'GET',
        '/projects/byAccessToken',
        undefined,
        header(body.token as string),
      );
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ id: projectId, name: 'Via token', readonly: true });
    }
    // The header also opens GET /projects/{id}, read-only, for that project only.
    const direct = await call(
      app,
      null,
      'GET',
      `/projects/${projectId}`,
      undefined,
      header(body.token as string),
    );
    expect(direct.body).toMatchObject({ id: projectId, readonly: true });
    const other = await createProjectAs(app, owner);
    expect(
      (await call(app, stranger, 'GET', `/projects/${other}`, undefined, header(body.token as string)))
        .status,
    ).toBe(404);
  });

  it('a revoked token stops working at once; an expired or unknown one never works', async () => {
    const { app, db } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const { body } = await call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, {
      expiredAt: inOneDay(),
    });
    const revoked = await call(app, owner, 'PATCH', `/projects/${projectId}/accessTokens/${body.id}`, {
      revoked: true,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    const afterRevoke = await call(
      app,
      null,
      'GET',
      '/projects/byAccessToken',
      undefined,
      header(body.token as string),
    );
    expect(afterRevoke).toMatchObject({ status: 403, body: { message: ACCESS_TOKEN_REVOKED } });

    const second = await call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, {
      expiredAt: inOneDay(),
    });
    await db
      .update(projectAccessTokens)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(projectAccessTokens.id, second.body.id as string));
    const expired = await call(
      app,
      null,
      'GET',
      '/projects/byAccessToken',
      undefined,
      header(second.body.token as string),
    );
    expect(expired).toMatchObject({ status: 403, body: { message: ACCESS_TOKEN_EXPIRED } });
    const unknown = await call(app, null, 'GET', '/projects/byAccessToken', undefined, header('nlpat_nope'));
    expect(unknown).toMatchObject({ status: 401, body: { message: ACCESS_TOKEN_INVALID } });
    const missing = await call(app, null, 'GET', '/projects/byAccessToken');
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'x-project-access-token header is required' },
    });
  });

  it('access token routes answer 400 naming the field, and write nothing', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const cases: [object, string][] = [
      [{}, 'expiredAt is required'],
      [{ expiredAt: 'tomorrow' }, 'expiredAt invalid ISO datetime'],
      [{ expiredAt: new Date(Date.now() - 60_000).toISOString() }, 'expiredAt must be in the future'],
      [{ expiredAt: inOneDay(), scope: 'all' }, 'body has unknown field: scope'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, payload);
      expect(response).toMatchObject({ status: 400, body: { message } });
    }
    expect((await call(app, owner, 'GET', `/projects/${projectId}/accessTokens`)).body).toEqual([]);
    const { body } = await call(app, owner, 'POST', `/projects/${projectId}/accessTokens`, {
      expiredAt: inOneDay(),
    });
    const bad = await call(app, owner, 'PATCH', `/projects/${projectId}/accessTokens/${body.id}`, {
      revoked: false,
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'revoked invalid input: expected true' } });
    const unknown = await call(app, owner, 'PATCH', `/projects/${projectId}/accessTokens/${'b'.repeat(24)}`, {
      revoked: true,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Access token not found' } });
    const list = await call(app, owner, 'GET', `/projects/${projectId}/accessTokens`);
    expect(list.body[0]).toMatchObject({ revokedAt: null });
  });

  it('every access token route answers 400 naming a malformed id', async () => {
    const { app } = await suite.createTestApp();
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner);
    const calls: ['GET' | 'POST' | 'PATCH', string, unknown, string][] = [
      ['GET', '/projects/abc/accessTokens', undefined, 'projectId'],
      ['POST', '/projects/abc/accessTokens', { expiredAt: inOneDay() }, 'projectId'],
      ['PATCH', `/projects/${projectId}/accessTokens/abc`, { revoked: true }, 'tokenId'],
    ];
    for (const [method, url, payload, field] of calls) {
      const response = await call(app, owner, method, url, payload);
      expect(response).toMatchObject({
        status: 400,
        body: { message: `${field} must be a 24-character lowercase hex id` },
      });
    }
    expect((await call(app, owner, 'GET', `/projects/${projectId}/accessTokens`)).body).toEqual([]);
  });
});
