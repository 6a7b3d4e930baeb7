import { API_BASE_PATH } from '@nodeloom/api';
import { expect, it } from 'vitest';
import { createProjectAs } from '../modules/projects/fixtures.testing.js';
import { deployAs, hostOf, sampleSite, siteGet } from '../modules/publishing/publishing.testing.js';
import { describeEachDatabase, signInTestUser } from '../test/index.js';

describeEachDatabase('site server in the app', (suite) => {
  it('leaves site hosts to the app with SITES_SERVED_BY_APP=false (sites/main.ts serves them)', async () => {
    const { app } = await suite.createTestApp({ env: { SITES_SERVED_BY_APP: 'false' } });
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Elsewhere' });
    const deployment = await deployAs(app, owner, projectId, 'main', sampleSite('elsewhere'));
    const page = await siteGet(app, hostOf(deployment.url), `${API_BASE_PATH}/health/live`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'ok' });
    expect(page.body).not.toContain('elsewhere');
  });

  it('answers site hosts with SITES_DOMAIN set to a production-like domain, any port', async () => {
    const { app } = await suite.createTestApp({ env: { SITES_DOMAIN: 'sites.example.net' } });
    const owner = await signInTestUser(app);
    const projectId = await createProjectAs(app, owner, { name: 'Prod' });
    const deployment = await deployAs(app, owner, projectId, 'main', sampleSite('prod'));
    expect(deployment.url).toBe(`http://${deployment.deploymentId}.sites.example.net/`);
    expect((await siteGet(app, `${deployment.deploymentId}.sites.example.net:8443`)).body).toContain('prod');
  });
});
