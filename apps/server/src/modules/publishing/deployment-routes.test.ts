import { DEFAULT_DEPLOYMENT_MESSAGE, type Deployment } from '@nodeloom/api';
import { beforeAll, expect, it } from 'vitest';
import {
  describeEachDatabase,
  type SignedInTestUser,
  signInTestUser,
  type TestApp,
} from '../../test/index.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite, siteGet } from './publishing.testing.js';

describeEachDatabase('publishing deployments', (suite) => {
  let testApp: TestApp;
  let owner: SignedInTestUser;
  let projectId: string;

  beforeAll(async () => {
    testApp = await suite.createTestApp({ env: { DEPLOY_MAX_FILE_MB: '1', DEPLOY_MAX_TOTAL_MB: '2' } });
    owner = await signInTestUser(testApp.app);
    projectId = await createProjectAs(testApp.app, owner, { name: 'My Shop!' });
  });

  it('stores an immutable deployment served on its own host, with the generic message by default', async () => {
    const { app } = testApp;
    const deployment = await deployAs(app, owner, projectId, 'main', sampleSite('v1'));
    expect(deployment).toMatchObject({
      projectId,
      branch: 'main',
      production: true,
      message: DEFAULT_DEPLOYMENT_MESSAGE,
      aliased: true,
      fileCount: 3,
      takenDownAt: null,
      url: `http://${deployment.deploymentId}.localhost:4000/`,
    });
    expect(deployment.aliasUrl).toMatch(/^http:\/\/main--my-shop-[0-9a-z]{6}\.localhost:4000\/$/);
    const page = await siteGet(app, hostOf(deployment.url), '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>v1</p>');
    // The public file lost its leading slash and went under public/, served from the site root.
    expect((await siteGet(app, hostOf(deployment.url), '/logo.txt')).body).toBe('logo v1');
    expect((await siteGet(app, hostOf(deployment.url), '/public/logo.txt')).body).toBe('logo v1');
  });

  it('makes every other branch a preview with its own alias, and keeps the given message', async () => {
    const { app } = testApp;
    const preview = await deployAs(
      app,
      owner,
      projectId,
      'feature-x',
      sampleSite('preview'),
      'Try the new header',
    );
    expect(preview).toMatchObject({ production: false, message: 'Try the new header', branch: 'feature-x' });
    expect(hostOf(preview.aliasUrl)).toMatch(/^feature-x--my-shop-/);
    expect((await siteGet(app, hostOf(preview.aliasUrl), '/')).body).toContain('preview');
  });

  it('refuses index.html as a public file, bad branch names, and a missing index page', async () => {
    const { app } = testApp;
    const deployWith = (branch: string, files: unknown) =>
      call(app, owner, 'POST', '/publishing/deployments/deploy', { projectId, branch, files });
    const publicIndex = await deployWith('main', [
      ...sampleSite('x'),
      { path: '/index.html', content: 'no' },
    ]);
    expect(publicIndex.status).toBe(400);
    expect(publicIndex.body.message).toContain('Cannot write to index.html');
    const branch = await deployWith('Feature_X', sampleSite('x'));
    expect(branch.status).toBe(400);
    expect(branch.body.message).toContain('branch');
    const noIndex = await deployWith('main', [{ path: 'styles.css', content: 'a{}' }]);
    expect(noIndex).toMatchObject({ status: 400, body: { message: 'body.files: index.html is required' } });
    const longBranch = await deployWith('b'.repeat(50), sampleSite('x'));
    expect(longBranch.status).toBe(400);
    expect(longBranch.body.message).toContain('at most 63');
  });

  it('answers 413 naming the limit for a file or a deployment too large', async () => {
    const { app } = testApp;
    const big = 'x'.repeat(1024 * 1024 + 1);
    const oneFile = await call(app, owner, 'POST', '/publishing/deployments/deploy', {
      projectId,
      branch: 'main',
      files: [
        ...sampleSite('x'),
        { path: 'big.bin', content: Buffer.from(big).toString('base64'), encoding: 'base64' },
      ],
    });
    expect(oneFile.status).toBe(413);
    expect(oneFile.body.message).toBe(
      'File public/big.bin is 1 MB; the limit is 1 MB per file (DEPLOY_MAX_FILE_MB)',
    );
    const half = 'y'.repeat(900 * 1024);
    const total = await call(app, owner, 'POST', '/publishing/deployments/deploy', {
      projectId,
      branch: 'main',
      files: [...sampleSite('x'), ...['a', 'b', 'c'].map((name) => ({ path: `${name}.txt`, content: half }))],
    });
    expect(total.status).toBe(413);
    expect(total.body.message).toMatch(
      /^Deployment is 2\.\d MB; the limit is 2 MB in total \(DEPLOY_MAX_TOTAL_MB\)$/,
    );
  });

  it('rolls the alias back to an earlier deployment and takes a deployment down at once', async () => {
    const { app } = testApp;
    const first = await deployAs(app, owner, projectId, 'rollback', sampleSite('first'));
    const second = await deployAs(app, owner, projectId, 'rollback', sampleSite('second'));
    const alias = hostOf(second.aliasUrl);
    expect((await siteGet(app, alias)).body).toContain('second');
    const rolled = await call(app, owner, 'POST', '/publishing/deployments/rollback', {
      deploymentId: first.deploymentId,
    });
    expect(rolled.body).toMatchObject({ deploymentId: first.deploymentId, aliased: true });
    expect((await siteGet(app, alias)).body).toContain('first');

    const down = await call(app, owner, 'POST', '/publishing/deployments/takeDown', {
      deploymentId: first.deploymentId,
    });
    expect(down.status).toBe(200);
    expect(down.body.takenDownAt).not.toBeNull();
    expect((await siteGet(app, hostOf(first.url))).statusCode).toBe(404);
    expect((await siteGet(app, alias)).statusCode).toBe(404);
    expect((await siteGet(app, hostOf(second.url))).statusCode).toBe(200);
  });

  it('lists deployments by project and by user (only one’s own)', async () => {
    const { app } = testApp;
    const listed = await call(app, owner, 'GET', `/publishing/deployments/projects/${projectId}`);
    expect(listed.status).toBe(200);
    const projectList = listed.body as unknown as Deployment[];
    expect(projectList.length).toBeGreaterThanOrEqual(3);
    expect(projectList.every((d) => d.projectId === projectId)).toBe(true);
    const mine = await call(app, owner, 'GET', `/publishing/deployments/users/${owner.user.id}`);
    expect((mine.body as unknown as Deployment[]).map((d) => d.deploymentId)).toEqual(
      projectList.map((d) => d.deploymentId),
    );
    const other = await signInTestUser(app);
    expect((await call(app, other, 'GET', `/publishing/deployments/users/${owner.user.id}`)).status).toBe(
      403,
    );
  });

  it('invalidateCache flushes every instance’s cache of the deployment and answers ok', async () => {
    const { app } = testApp;
    const deployment = await deployAs(app, owner, projectId, 'cache', sampleSite('cached'));
    expect((await siteGet(app, hostOf(deployment.url))).statusCode).toBe(200);
    const flushed = await call(app, owner, 'POST', '/publishing/deployments/invalidateCache', {
      deploymentId: deployment.deploymentId,
    });
    expect(flushed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await siteGet(app, hostOf(deployment.url))).body).toContain('cached');
  });
});
