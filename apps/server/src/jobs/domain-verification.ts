import { Resolver } from 'node:dns/promises';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { customDomains } from '../db/schema/index.js';
import { challengeName, recordStatusChange } from '../modules/publishing/index.js';

/** How often the job looks for domains due a check. */
export const DOMAIN_VERIFICATION_INTERVAL_MS = 15_000;
/** Back-off between checks of a pending domain: 30 s, doubling, at most an hour. */
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;
const BATCH = 50;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);

/** TXT lookups: the strings of each record (a record may be split in chunks). */
export type TxtLookup = (name: string) => Promise<string[][]>;

/** A TXT lookup through DNS_SERVERS (ip or ip:port), or the system's servers when none are given. */
export function dnsTxtLookup(servers: string[]): TxtLookup {
  const resolver = new Resolver({ timeout: 2000, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return (name) => resolver.resolveTxt(name);
}

export interface DomainVerificationDeps {
  db: Database;
  lookUpTxt: TxtLookup;
  now: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/**
 * Checks every pending domain whose next check is due: verified when its challenge TXT record
 * holds its token (the owner is told), else checked again after the back-off. Returns the
 * domains verified in this run.
 */
export async function verifyDueDomains({
  db,
  lookUpTxt,
  now,
  log,
}: DomainVerificationDeps): Promise<string[]> {
  const due = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.status, 'pending'), lte(customDomains.nextCheckAt, now())))
    .orderBy(asc(customDomains.nextCheckAt))
    .limit(BATCH);
  const verified: string[] = [];
  for (const domain of due) {
    let error: string | null = null;
    try {
      const records = await lookUpTxt(challengeName(domain.domainName));
      if (!records.some((chunks) => chunks.join('') === domain.txtToken))
        error = 'The TXT record does not hold the token';
    } catch (failure) {
      error = `TXT lookup failed: ${(failure as NodeJS.ErrnoException).code ?? (failure as Error).message}`;
    }
    if (error === null) {
      await db
        .update(customDomains)
        .set({ status: 'verified', verifiedAt: now(), lastCheckError: null })
        .where(eq(customDomains.domainName, domain.domainName));
      await recordStatusChange(db, {
        userId: domain.userId,
        domainName: domain.domainName,
        kind: 'domain',
        status: 'verified',
      });
      log?.info({ domain: domain.domainName }, 'custom domain verified');
      verified.push(domain.domainName);
    } else {
      const attempts = domain.checkAttempts + 1;
      await db
        .update(customDomains)
        .set({
          checkAttempts: attempts,
          nextCheckAt: new Date(now().getTime() + retryDelayMs(attempts)),
          lastCheckError: error,
        })
        .where(eq(customDomains.domainName, domain.domainName));
    }
  }
  return verified;
}
