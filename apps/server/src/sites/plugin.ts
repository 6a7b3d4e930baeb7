import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../storage/index.js';
import { appHostNames, classifySiteHost, type SiteHostRules } from './hosts.js';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Published sites: decorated by sites/plugin.ts, used by the publishing module. */
    sites: SiteHosting;
  }
}

/**
 * Published sites on their own origin, in the app's server: an onRequest hook that runs before
 * every other hook and route. Requests whose Host is a site host (`<deployment>.<SITES_DOMAIN>`,
 * `<branch>--<slug>.<SITES_DOMAIN>`, a connected custom domain) are hijacked and answered by the
 * site server on the raw response — the app's cookies, guards, CSP and no-store headers, API and
 * SPA never see them. Every other Host goes on to the app untouched.
 */
async function sitesPlugin(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const rules: SiteHostRules = {
    sitesDomain: config.publishing.sitesDomain,
    appHostNames: appHostNames(config.publicUrl, config.publishing.sitesDomain),
  };
  const bus = await createInvalidationBus({ redisUrl: config.redisUrl, databaseUrl: config.databaseUrl });
  app.addHook('onClose', async () => bus.close());
  const directory = new SiteDirectory(app.db, bus);
  const files = new SiteFileStore(createStorage(config));
  const serveSite = createSiteRequestHandler({
    directory,
    files,
    contentSecurityPolicy: siteContentSecurityPolicy(config.publicUrl),
    log: app.log,
  });
  app.decorate('sites', { rules, directory, files, bus, invalidate: (message) => bus.publish(message) });

  app.addHook('onRequest', async (request, reply) => {
    const host = classifySiteHost(request.host, rules);
    if (!host) return;
    // A foreign host that is no connected domain goes on to the app (e.g. a load balancer's name).
    if (host.kind === 'customDomain' && !(await directory.resolve(host))) return;
    reply.hijack();
    await serveSite(request.raw, reply.raw, host);
    return reply;
  });
}

export default fp(sitesPlugin, { name: 'sites' });
