import { expect, it } from 'vitest';
import { apiHeaders, describeEachDatabase, signInTestUser } from '../../test/index.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { ADMINISTRATORS_ONLY } from './routes.js';

describeEachDatabase('admin', (suite) => {
  it('GET /admin/projects/{id}: any project (archived too) for ADMIN_EMAILS, 403 for others, 401 signed out', async () => {
    const { app } = await suite.createTestApp({ env: { ADMIN_EMAILS: 'root@example.com' } });
    const signup = await app.inject({
      method: 'POST',
      url: '/api/nest/auth/signup/email',
      headers: apiHeaders(),
      payload: { email: 'root@example.com', password: 'password1' },
    });
    const cookie = signup.headers['set-cookie']!.toString().split(';')[0]!;
    const admin = { cookie } as Parameters<typeof call>[1];
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Private' });
    await call(app, owner, 'PATCH', `/projects/${projectId}/metadata`, { archived: true });

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
