import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { classifySiteHost, type SiteHost } from '../http/hosts.js';
import { isPreviewHost } from '../http/preview-frame.js';
import { createSiteHosting, type SiteHosting } from './site-hosting.js';

export type { SiteHosting } from './site-hosting.js';

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
 * SPA never see them. Every other Host goes on to the app untouched. With
 * SITES_SERVED_BY_APP=false the hook is left out (sites/main.ts serves them in its own process).
 */
async function sitesPlugin(app: FastifyInstance): Promise<void> {
  const sites = await createSiteHosting(app.config, app.db, app.log);
  app.decorate('sites', sites);
  app.addHook('onClose', async () => sites.bus.close());
  if (!app.config.publishing.servedByApp) return;

  // Host headers already found to be the app's (the usual case: one or two names), so a request
  // costs one Set lookup instead of a classification. Bounded: Host is the client's to choose.
  const appHosts = new Set<string>();
  app.addHook('onRequest', (request, reply, done) => {
    const rawHost = request.host;
    // the preview host is the app's user-content host, no site (http/preview-frame.ts answers it)
    if (appHosts.has(rawHost) || isPreviewHost(rawHost, app.config.preview.host)) return done();
    const host = classifySiteHost(rawHost, sites.rules);
    if (!host) {
      if (rawHost && appHosts.size < MAX_REMEMBERED_APP_HOSTS) appHosts.add(rawHost);
      return done();
    }
    serveIfSite(request, reply, host).then(() => done(), done);
  });

  async function serveIfSite(request: FastifyRequest, reply: FastifyReply, host: SiteHost): Promise<void> {
    // A foreign host that is no connected domain goes on to the app (e.g. a load balancer's name).
    if (host.kind === 'customDomain' && !(await sites.directory.resolve(host))) return;
    reply.hijack();
    await sites.serveSite(request.raw, reply.raw, host);
  }
}

const MAX_REMEMBERED_APP_HOSTS = 16;

export default fp(sitesPlugin, { name: 'sites' });
