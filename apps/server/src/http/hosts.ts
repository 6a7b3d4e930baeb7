import { isIP } from 'node:net';

/** What a request's Host header names, as far as published sites are concerned. */
export type SiteHost =
  /** `<deploymentId>.<SITES_DOMAIN>`: one deployment, forever. */
  | { kind: 'deployment'; deploymentId: string; cacheKey: string }
  /** `<branch>--<slug>.<SITES_DOMAIN>`: a branch alias. */
  | { kind: 'alias'; label: string; cacheKey: string }
  /** Any other single label under SITES_DOMAIN: a site host that names nothing (404). */
  | { kind: 'unknown'; cacheKey: null }
  /** A host that is neither ours nor the app's: perhaps a connected custom domain. */
  | { kind: 'customDomain'; domainName: string; cacheKey: string };

const DEPLOYMENT_LABEL = /^[0-9a-f]{24}$/;
const ALIAS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** `Example.org.:8080` → `example.org:8080` (lowercase, no trailing dot on the name). */
export function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const match = /^(.*?)\.?(:\d+)?$/.exec(lower);
  return match ? `${match[1]}${match[2] ?? ''}` : lower;
}

/** The host name without a port (IPv6 brackets kept). */
export function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

export interface SiteHostRules {
  /** SITES_DOMAIN: with a port, Host must match it exactly; without one, any port matches. */
  sitesDomain: string;
  /** Host names that are the app's own (PUBLIC_URL, SITES_DOMAIN): never a custom domain. */
  appHostNames: string[];
}

/**
 * Classifies a Host header. Undefined means "the app": the app's own host, a bare IP, localhost,
 * or anything under SITES_DOMAIN that is not a single label. The site server answers the rest.
 */
export function classifySiteHost(rawHost: string | undefined, rules: SiteHostRules): SiteHost | undefined {
  if (!rawHost) return undefined;
  const host = normaliseHost(rawHost);
  const name = hostName(host);
  const compared = rules.sitesDomain.includes(':') ? host : name;
  const suffix = `.${rules.sitesDomain}`;
  if (compared.endsWith(suffix)) {
    const label = compared.slice(0, -suffix.length);
    if (label.includes('.')) return undefined;
    if (DEPLOYMENT_LABEL.test(label))
      return { kind: 'deployment', deploymentId: label, cacheKey: `d:${label}` };
    if (ALIAS_LABEL.test(label) && label.includes('--'))
      return { kind: 'alias', label, cacheKey: `a:${label}` };
    return { kind: 'unknown', cacheKey: null };
  }
  if (isOwnOrLocalName(name, rules.appHostNames)) return undefined;
  return { kind: 'customDomain', domainName: name, cacheKey: `c:${name}` };
}

/** localhost, *.localhost, IPs, and our own host names and their subdomains. */
export function isOwnOrLocalName(name: string, appHostNames: string[]): boolean {
  const bare = name.replace(/^\[|\]$/g, '');
  if (bare === '' || isIP(bare) !== 0 || !bare.includes('.')) return true;
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  return appHostNames.some((own) => bare === own || bare.endsWith(`.${own}`));
}

/** The app's own host names: PUBLIC_URL's and SITES_DOMAIN's. */
export function appHostNames(publicUrl: string, sitesDomain: string): string[] {
  return [...new Set([new URL(publicUrl).hostname, hostName(sitesDomain)])];
}
