import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE_PATH } from '@nodeloom/api';
import { INDEX_PAGE, siteFileFor } from '@nodeloom/site/hosting';
import type { SiteHost } from '../http/hosts.js';
import type { SiteDirectory } from './site-directory.js';
import type { SiteFileStore } from './site-files.js';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from './site-headers.js';

/** Names the deployment that answered, so a caller (and the burst test) can tell which one did. */
export const DEPLOYMENT_HEADER = 'x-nodeloom-deployment';

export interface SiteServerDeps {
  directory: SiteDirectory;
  files: SiteFileStore;
  contentSecurityPolicy: string;
  log?: { error(payload: object, message: string): void };
}

const API_PATH = new RegExp(`^${API_BASE_PATH}(?:[/?]|$)`);

/** True when an If-None-Match header names this ETag (or *). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim().replace(/^W\//, '');
    return trimmed === etag || trimmed === '*';
  });
}

/**
 * Answers one request for a published site on plain Node objects: no cookies read, none set, no
 * app hook involved. Resolves the host to one deployment once, then reads the file (or the
 * history-route fallback to index.html) from that deployment's manifest only.
 */
export function createSiteRequestHandler(deps: SiteServerDeps) {
  const baseHeaders = {
    'content-security-policy': deps.contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const plain = (
    response: ServerResponse,
    status: number,
    text: string,
    extra: Record<string, string> = {},
  ) => {
    response.writeHead(status, {
      ...baseHeaders,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    });
    response.end(text);
  };

  return async function serveSite(request: IncomingMessage, response: ServerResponse, host: SiteHost) {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        plain(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
        return;
      }
      const site = await deps.directory.resolve(host);
      if (!site) {
        plain(response, 404, 'Site not found');
        return;
      }
      const url = request.url ?? '/';
      const path = await siteFileFor(url, async (candidate) => candidate in site.manifest);
      // The app's API base is never a history route of a site: a stray call there gets a plain 404.
      const apiFallback = path === INDEX_PAGE && API_PATH.test(url);
      const entry = path === undefined || apiFallback ? undefined : site.manifest[path];
      if (!entry) {
        plain(response, 404, 'Not found', { [DEPLOYMENT_HEADER]: site.deploymentId });
        return;
      }
      const etag = `"${entry.hash}"`;
      const headers = {
        ...baseHeaders,
        etag,
        'cache-control': site.immutable ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
        [DEPLOYMENT_HEADER]: site.deploymentId,
      };
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
      const body = await deps.files.read(entry.hash, entry.size);
      if (!body) {
        plain(response, 404, 'Not found', { [DEPLOYMENT_HEADER]: site.deploymentId });
        return;
      }
      if ('redirectTo' in body) {
        response.writeHead(302, { ...headers, location: body.redirectTo, 'cache-control': 'no-store' });
        response.end();
        return;
      }
      response.writeHead(200, {
        ...headers,
        'content-type': entry.contentType,
        'content-length': entry.size,
      });
      if (request.method === 'HEAD') {
        if ('stream' in body) body.stream.destroy();
        response.end();
      } else if ('bytes' in body) {
        response.end(body.bytes);
      } else {
        body.stream.pipe(response);
      }
    } catch (error) {
      deps.log?.error({ err: error }, 'site request failed');
      if (!response.headersSent) plain(response, 500, 'Internal Server Error');
      else response.destroy();
    }
  };
}
