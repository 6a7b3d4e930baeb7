import type { FastifyInstance } from 'fastify';
import { createStorage } from '../storage/index.js';
import { deleteDueAccounts } from './account-deletion.js';
import { DOMAIN_VERIFICATION_INTERVAL_MS, dnsTxtLookup, verifyDueDomains } from './domain-verification.js';

/** How often the account deletion job looks for due requests. */
export const ACCOUNT_DELETION_JOB_INTERVAL_MS = 60 * 60 * 1000;

export interface JobsOptions {
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Background jobs, started when the app is ready and stopped when it closes: deleting accounts
 * whose deletion grace period has ended (docs/configuration.md, "Account deletion"), and checking
 * pending custom domains (jobs/domain-verification.ts).
 */
export function jobsPlugin({
  now = () => new Date(),
  intervalMs = ACCOUNT_DELETION_JOB_INTERVAL_MS,
}: JobsOptions = {}) {
  return async function jobs(app: FastifyInstance): Promise<void> {
    const storage = createStorage(app.config);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const run = () => {
      running = deleteDueAccounts({ db: app.db, storage, now, log: app.log });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });

    // Custom domain verification (docs/publishing.md): pending domains, through DNS_SERVERS.
    const lookUpTxt = dnsTxtLookup(app.config.publishing.dnsServers);
    let domainTimer: NodeJS.Timeout | undefined;
    let verifying: Promise<unknown> = Promise.resolve();
    const verifyDomains = () => {
      verifying = verifyDueDomains({ db: app.db, lookUpTxt, now, log: app.log }).catch((error: unknown) =>
        app.log.error({ err: error }, 'domain verification failed'),
      );
    };
    app.addHook('onReady', async () => {
      domainTimer = setInterval(verifyDomains, DOMAIN_VERIFICATION_INTERVAL_MS);
      domainTimer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(domainTimer);
      await verifying;
    });
  };
}

export default jobsPlugin();
