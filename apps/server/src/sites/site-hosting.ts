import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { appHostNames, type SiteHostRules } from '../http/hosts.js';
import { createStorage } from '../storage/index.js';
import { createInvalidationBus, type Invalidation, type InvalidationBus } from './invalidation.js';
import { createSiteRequestHandler } from './serve-site.js';
import { SiteDirectory } from './site-directory.js';
import { SiteFileStore } from './site-files.js';
import { siteContentSecurityPolicy } from './site-headers.js';

/** What the publishing module shares with the site server. */
export interface SiteHosting {
  rules: SiteHostRules;
  directory: SiteDirectory;
  files: SiteFileStore;
  bus: InvalidationBus;
  /** Tells every instance (this one first) to forget a host or a deployment. */
  invalidate(message: Invalidation): Promise<void>;
  /** Answers one site request on raw Node objects. */
  serveSite: ReturnType<typeof createSiteRequestHandler>;
}

/** The site server's parts, by configuration: the same in the app's process and in sites/main.ts. */
export async function createSiteHosting(
  config: Config,
  db: Database,
  log?: { error(payload: object, message: string): void },
): Promise<SiteHosting> {
  const rules: SiteHostRules = {
    sitesDomain: config.publishing.sitesDomain,
    appHostNames: appHostNames(config.publicUrl, config.publishing.sitesDomain),
  };
  const bus = await createInvalidationBus({
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    databaseUrl: config.databaseUrl,
  });
  const directory = new SiteDirectory(db, bus);
  const files = new SiteFileStore(createStorage(config));
  const serveSite = createSiteRequestHandler({
    directory,
    files,
    contentSecurityPolicy: siteContentSecurityPolicy(config.publicUrl),
    log,
  });
  return { rules, directory, files, bus, invalidate: (message) => bus.publish(message), serveSite };
}
