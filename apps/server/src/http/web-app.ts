import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, NotFoundError } from './errors.js';
import { withPreviewOrigin } from './preview-origin-meta.js';
import { pathOf } from './url-path.js';

/** Paths whose missing file is a 404, never the page: a stale or mistyped asset must not run HTML as a script. */
const FILE_ONLY_PATH = /^\/assets(\/|\?|$)/;

/**
 * Serves the built SPA from WEB_DIST_DIR with history fallback: any GET outside /api and
 * /assets that is not a file answers index.html. Unknown /api and /assets paths get a JSON 404. When the SPA is not built,
 * says so in the log at start and in the 404.
 */
async function webApp(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDistDir;
  const indexFile = join(dist, 'index.html');
  const built = existsSync(indexFile);
  // read once, like the CSP's script hashes (security-headers.ts); it names the preview origin
  const page = built ? withPreviewOrigin(readFileSync(indexFile, 'utf8'), app.config.preview.origin) : '';
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      // A GET for a missing file falls through to the not-found handler below (history fallback).
      wildcard: true,
      // the page itself always comes from the handler below, with the preview origin in it
      index: false,
      allowedPath: (path) => path !== '/index.html' && !path.endsWith('/'),
      setHeaders: (reply, path) => {
        const hashedAsset = path.includes(`${join(dist, 'assets')}`);
        reply.header('cache-control', hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`Web app not built: ${dist}/index.html is missing. Run "npm run build" to serve the UI.`);
  }

  // Not async: the JSON 404 is the common case (probes, typos, scanners) and needs no promise.
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/api(\/|\?|$)/.test(request.url) &&
      !FILE_ONLY_PATH.test(request.url);
    if (!isPage) {
      const message = `Route ${request.method} ${pathOf(request.url)} not found`;
      return reply.code(404).send(errorBody(404, 'NotFound', message));
    }
    if (!built) {
      throw new NotFoundError(`Web app not built: ${dist}/index.html is missing. Run "npm run build".`);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

export default fp(webApp, { name: 'web-app', dependencies: ['error-handler'] });
