import { describe, expect, it } from 'vitest';
import { appHostNames, classifySiteHost } from './hosts.js';

const rules = {
  sitesDomain: 'localhost:4000',
  appHostNames: appHostNames('http://localhost:4000', 'localhost:4000'),
};
const id = 'a'.repeat(24);

describe('classifySiteHost', () => {
  it('reads deployment and alias hosts under SITES_DOMAIN, port included', () => {
    expect(classifySiteHost(`${id}.localhost:4000`, rules)).toMatchObject({
      kind: 'deployment',
      deploymentId: id,
    });
    expect(classifySiteHost('Main--Shop-abc123.LOCALHOST:4000', rules)).toMatchObject({
      kind: 'alias',
      label: 'main--shop-abc123',
    });
    expect(classifySiteHost('whatever.localhost:4000', rules)).toMatchObject({ kind: 'unknown' });
  });

  it('leaves the app its own hosts: the app host, other ports, nested labels, IPs', () => {
    for (const host of [
      'localhost:4000',
      'localhost:80',
      `${id}.localhost:5000`,
      `a.${id}.localhost:4000`,
      '127.0.0.1:4000',
      '[::1]:4000',
      undefined,
    ]) {
      expect(classifySiteHost(host, rules)).toBeUndefined();
    }
  });

  it('takes any other name as a possible custom domain, without port or trailing dot', () => {
    expect(classifySiteHost('Shop.Example.org.:8080', rules)).toMatchObject({
      kind: 'customDomain',
      domainName: 'shop.example.org',
    });
  });

  it('matches any port when SITES_DOMAIN has none', () => {
    const production = {
      sitesDomain: 'sites.example.net',
      appHostNames: appHostNames('https://app.example.net', 'sites.example.net'),
    };
    expect(classifySiteHost(`${id}.sites.example.net`, production)).toMatchObject({ kind: 'deployment' });
    expect(classifySiteHost(`${id}.sites.example.net:443`, production)).toMatchObject({ kind: 'deployment' });
    expect(classifySiteHost('app.example.net', production)).toBeUndefined();
    expect(classifySiteHost('eu.app.example.net', production)).toBeUndefined();
  });
});
