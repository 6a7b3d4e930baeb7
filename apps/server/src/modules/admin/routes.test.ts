import { expect, it } from 'vitest';
import { describeEachDatabase, signInTestUser } from '../../test/index.js';
import { openLatestLink, signUpByEmail } from '../auth/email.testing.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { ADMINISTRATORS_ONLY } from './policy.js';

describeEachDatabase('admin', (suite) => {
  it('GET /admin/projects/{id}: any project (archived too) for confirmed ADMIN_EMAILS, 403 for others, 401 signed out', async () => {
    const testApp = await suite.createTestApp({ env: { ADMIN_EMAILS: 'root@example.com' } });
    const { app } = testApp;
    const { cookie } = await signUpByEmail(app, 'root@example.com');
    const admin = { cookie } as Parameters<typeof call>[1];
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Private' });
    await call(app, owner, 'PATCH', `/projects/${projectId}/metadata`, { archived: true });

    // Signing up with a listed address is not enough: it must be confirmed first.
    expect((await call(app, admin, 'GET', `/admin/projects/${projectId}`)).body).toMatchObject({
      statusCode: 403,
      message: ADMINISTRATORS_ONLY,
    });
    await openLatestLink(testApp, 'root@example.com');

    const seen = await call(app, admin, 'GET', `/admin/projects/${projectId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: projectId, name: 'Private', readonly: true });
    expect((await call(app, owner, 'GET', `/admin/projects/${projectId}`)).body).toMatchObject({
      statusCode: 403,
      message: ADMINISTRATORS_ONLY,
    });
    expect((await call(app, null, 'GET', `/admin/projects/${projectId}`)).status).toBe(401);
    expect((await call(app, admin, 'GET', `/admin/projects/${'c'.repeat(24)}`)).status).toBe(404);
    expect((await call(app, admin, 'GET', '/admin/projects/bad')).body).toMatchObject({
      statusCode: 400,
      message: 'id must be a 24-character lowercase hex id',
    });
  });
});
