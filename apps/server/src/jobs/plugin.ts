import type { FastifyInstance } from 'fastify';
import { createStorage } from '../storage/index.js';
import { deleteDueAccounts } from './account-deletion.js';

/** How often the account deletion job looks for due requests. */
export const ACCOUNT_DELETION_JOB_INTERVAL_MS = 60 * 60 * 1000;

export interface JobsOptions {
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Background jobs, started when the app is ready and stopped when it closes. Today: deleting
 * accounts whose deletion grace period has ended (docs/configuration.md, "Account deletion").
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
  };
}

export default jobsPlugin();
