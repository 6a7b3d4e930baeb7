import { createServer } from 'node:http';
import pino from 'pino';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { classifySiteHost } from '../http/hosts.js';
import { createSiteHosting } from './site-hosting.js';

/**
 * The site server alone, in its own process (docs/publishing.md, "A separate process"): serves
 * published sites on SITES_PORT from the app's PostgreSQL database and asset storage; the app
 * runs with SITES_SERVED_BY_APP=false. Hosts that are not sites answer 404.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    throw new Error('The separate site server needs DATABASE_URL (PGlite cannot be shared by two processes)');
  }
  const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  const sites = await createSiteHosting(config, database.db, log);
  const server = createServer((request, response) => {
    void (async () => {
      const host = classifySiteHost(request.headers.host, sites.rules);
      if (host && (host.kind !== 'customDomain' || (await sites.directory.resolve(host)))) {
        await sites.serveSite(request, response, host);
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not a site host');
    })().catch((error: unknown) => {
      log.error({ err: error }, 'site request failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  const stop = () => {
    server.close();
    void Promise.all([sites.bus.close(), database.close()]).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.listen(config.publishing.sitesPort, config.host, () =>
    log.info(
      { port: config.publishing.sitesPort, sitesDomain: config.publishing.sitesDomain },
      'site server listening',
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
