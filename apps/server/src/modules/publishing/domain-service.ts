import { randomBytes } from 'node:crypto';
import type { CustomDomain } from '@nodeloom/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type CustomDomainRow, customDomains } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { hostName } from '../../http/hosts.js';
import type { SiteHosting } from '../../sites/plugin.js';
import { DOMAIN_NOT_FOUND } from './policy.js';

export const DOMAIN_TAKEN = 'This domain is already taken';
export const DOMAIN_NOT_VERIFIED = 'This domain is not verified yet: add the TXT record, then check again';
/** The TXT record that proves a domain: `_nodeloom-challenge.<domain>` holding the token. */
export const CHALLENGE_PREFIX = '_nodeloom-challenge';

export const challengeName = (domainName: string) => `${CHALLENGE_PREFIX}.${domainName}`;

/** Our name servers (spec 1 §3 nsRecords): ns1 and ns2 under the sites host name. */
export const nameServers = (sitesDomain: string) => [
  `ns1.${hostName(sitesDomain)}`,
  `ns2.${hostName(sitesDomain)}`,
];

export function presentDomain(row: CustomDomainRow, sitesDomain: string): CustomDomain {
  return {
    domainName: row.domainName,
    status: row.status,
    certificateStatus: row.certificateStatus,
    nsRecords: nameServers(sitesDomain),
    txtRecord: { name: challengeName(row.domainName), value: row.txtToken },
    deploymentId: row.deploymentId,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    nextCheckAt: row.status === 'pending' ? row.nextCheckAt.toISOString() : null,
  };
}

/** POST /publishing/domains/custom: a new pending domain with its TXT challenge; 409 when taken. */
export async function addDomain(db: Database, userId: string, domainName: string): Promise<CustomDomainRow> {
  const [row] = await db
    .insert(customDomains)
    .values({ domainName, userId, txtToken: `nodeloom-verify=${randomBytes(16).toString('hex')}` })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ConflictError(DOMAIN_TAKEN, 'DomainTaken');
  return row;
}

export async function listDomains(db: Database, userId: string): Promise<CustomDomainRow[]> {
  return db
    .select()
    .from(customDomains)
    .where(eq(customDomains.userId, userId))
    .orderBy(asc(customDomains.domainName));
}

/** The caller's domain; someone else's answers 404 like a missing one. */
export async function findOwnDomain(
  db: Database,
  userId: string,
  domainName: string,
): Promise<CustomDomainRow> {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.domainName, domainName), eq(customDomains.userId, userId)))
    .limit(1);
  if (!row) throw new NotFoundError(DOMAIN_NOT_FOUND);
  return row;
}

async function update(db: Database, sites: SiteHosting, domainName: string, set: Partial<CustomDomainRow>) {
  const [row] = await db
    .update(customDomains)
    .set(set)
    .where(eq(customDomains.domainName, domainName))
    .returning();
  await sites.invalidate({ type: 'host', key: `c:${domainName}` });
  return row!;
}

export async function deleteDomain(db: Database, sites: SiteHosting, domainName: string): Promise<void> {
  await db.delete(customDomains).where(eq(customDomains.domainName, domainName));
  await sites.invalidate({ type: 'host', key: `c:${domainName}` });
}

/** addTxtRecord: the owner says the record is in place — the job checks again now, back-off reset. */
export const checkAgainNow = (db: Database, sites: SiteHosting, domainName: string, now: Date) =>
  update(db, sites, domainName, { nextCheckAt: now, checkAttempts: 0 });

export function connect(db: Database, sites: SiteHosting, domain: CustomDomainRow, deploymentId: string) {
  if (domain.status !== 'verified') throw new ConflictError(DOMAIN_NOT_VERIFIED, 'DomainNotVerified');
  return update(db, sites, domain.domainName, { deploymentId });
}

export const disconnect = (db: Database, sites: SiteHosting, domainName: string) =>
  update(db, sites, domainName, { deploymentId: null });
