import type { CustomDomain } from '@nodeloom/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dnsTxtLookup, FIRST_RETRY_MS, verifyDueDomains } from '../../jobs/domain-verification.js';
import {
  describeEachDatabase,
  type SignedInTestUser,
  signInTestUser,
  type TestApp,
} from '../../test/index.js';
import { call, createProjectAs } from '../projects/fixtures.testing.js';
import { type LoopbackDnsServer, startLoopbackDnsServer } from './dns-server.testing.js';
import { deployAs, sampleSite, siteGet } from './publishing.testing.js';

let dns: LoopbackDnsServer;
beforeAll(async () => {
  dns = await startLoopbackDnsServer();
});
afterAll(async () => {
  await dns.close();
});

describeEachDatabase('custom domains', (suite) => {
  let testApp: TestApp;
  let owner: SignedInTestUser;

  beforeAll(async () => {
    testApp = await suite.createTestApp({ env: { DNS_SERVERS: dns.address } });
    owner = await signInTestUser(testApp.app);
  });

  const runJob = (now: Date) =>
    verifyDueDomains({
      db: testApp.db,
      lookUpTxt: dnsTxtLookup(testApp.config.publishing.dnsServers),
      now: () => now,
    });

  it('IDNA-normalises a new domain and answers the NS records and the TXT challenge', async () => {
    const added = await call(testApp.app, owner, 'POST', '/publishing/domains/custom', {
      domainName: `Bücher.${suite.kind}.Example.org.`,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      domainName: `xn--bcher-kva.${suite.kind}.example.org`,
      status: 'pending',
      nsRecords: ['ns1.localhost', 'ns2.localhost'],
      txtRecord: { name: `_nodeloom-challenge.xn--bcher-kva.${suite.kind}.example.org` },
      deploymentId: null,
    });
    expect((added.body.txtRecord as { value: string }).value).toMatch(/^nodeloom-verify=[0-9a-f]{32}$/);
    const list = await call(testApp.app, owner, 'GET', '/publishing/domains/custom');
    expect(list.body.customDomains).toEqual([added.body]);
  });

  it('refuses public suffixes, IP addresses, our own names, bad names and a taken domain (409)', async () => {
    const add = (who: SignedInTestUser, domainName: string) =>
      call(testApp.app, who, 'POST', '/publishing/domains/custom', { domainName });
    for (const [domainName, reason] of [
      ['co.uk', 'is a public suffix'],
      ['github.io', 'is a public suffix'],
      ['192.168.1.20', 'an IP address'],
      ['site.localhost', 'belongs to this service'],
      ['a..b.org', 'not a valid domain name'],
      ['-bad.example.org', 'not a valid domain name'],
    ]) {
      const response = await add(owner, domainName!);
      expect({ domainName, status: response.status }).toEqual({ domainName, status: 400 });
      expect(response.body.message).toContain(reason);
    }
    expect((await add(owner, `taken-${suite.kind}.example.com`)).status).toBe(201);
    const other = await signInTestUser(testApp.app);
    const taken = await add(other, `TAKEN-${suite.kind}.example.com`);
    expect(taken).toMatchObject({ status: 409, body: { message: 'This domain is already taken' } });
    // Someone else's domain is not found for them.
    const removed = await call(testApp.app, other, 'DELETE', '/publishing/domains/custom', {
      domainName: `taken-${suite.kind}.example.com`,
    });
    expect(removed.status).toBe(404);
  });

  it('goes pending → verified against the loopback DNS server, then serves the connected deployment', async () => {
    const { app } = testApp;
    const domainName = `shop-${suite.kind}.example.org`;
    const projectId = await createProjectAs(app, owner, { name: 'Shop' });
    const deployment = await deployAs(app, owner, projectId, 'main', sampleSite('on my domain'));
    const added = await call(app, owner, 'POST', '/publishing/domains/custom', { domainName });
    const token = (added.body.txtRecord as { value: string }).value;

    // Not verified: it cannot be connected yet, and its requests are the app's, not a site's.
    const early = await call(app, owner, 'POST', '/publishing/domains/connectToDeployment', {
      domainName,
      deploymentId: deployment.deploymentId,
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'DomainNotVerified' } });

    // No record yet: the job asks the DNS server, misses, and backs off.
    const start = new Date();
    expect(await runJob(start)).toEqual([]);
    expect(dns.questions).toContain(`_nodeloom-challenge.${domainName}`);
    const domains = (await call(app, owner, 'GET', '/publishing/domains/custom')).body.customDomains;
    const pending = (domains as CustomDomain[]).find((d) => d.domainName === domainName);
    expect(pending).toMatchObject({
      status: 'pending',
      nextCheckAt: new Date(start.getTime() + FIRST_RETRY_MS).toISOString(),
    });
    expect(await runJob(start)).toEqual([]); // not due again before the back-off

    // The owner adds the record (split in two strings, as long TXT records are) and asks for a check.
    dns.txt.set(`_nodeloom-challenge.${domainName}`, [token.slice(0, 20), token.slice(20)]);
    const checked = await call(app, owner, 'POST', '/publishing/domains/addTxtRecord', { domainName });
    expect(checked.status).toBe(200);
    expect(await runJob(new Date(Date.now() + 1000))).toEqual([domainName]);

    const events = await call(app, owner, 'GET', '/publishing/domains/statusEvents');
    expect(events.body.events).toContainEqual(
      expect.objectContaining({ domainName, kind: 'domain', status: 'verified' }),
    );

    const connected = await call(app, owner, 'POST', '/publishing/domains/connectToDeployment', {
      domainName,
      deploymentId: deployment.deploymentId,
    });
    expect(connected.body).toMatchObject({ status: 'verified', deploymentId: deployment.deploymentId });
    const page = await siteGet(app, domainName, '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('on my domain');
    expect(page.headers['set-cookie']).toBeUndefined();

    const disconnected = await call(app, owner, 'POST', '/publishing/domains/disconnectToDeployment', {
      domainName,
    });
    expect(disconnected.body).toMatchObject({ deploymentId: null });
    expect((await siteGet(app, domainName, '/')).body).not.toContain('on my domain');

    const deleted = await call(app, owner, 'DELETE', '/publishing/domains/custom', { domainName });
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
  });
});
