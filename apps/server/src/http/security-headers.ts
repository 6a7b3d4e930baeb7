import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_PATH } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from './errors.js';
import { pathOf } from './url-path.js';

/** The embedded read-only workspace (spec 1: /embed), meant to be framed by other sites. */
export const EMBED_PATH = '/embed';

/**
 * The sha256 sources of the inline scripts of the built index.html, so the CSP allows exactly
 * those (today: the theme script that runs before the bundle) and no other inline script.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  const scripts = indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/**
 * The Content-Security-Policy of the SPA: scripts only from this origin (plus the hashed inline
 * ones of index.html); styles from this origin and inline, because React Flow positions nodes
 * with style attributes; fetch and the collaboration websocket to this origin only; images and
 * media from anywhere over https (avatars from OAuth providers, image nodes, S3 read redirects),
 * data: and blob:. `frameAncestors` is 'none' for the app and * for /embed. Frames: this origin,
 * the preview origin (PREVIEW_HOST: the previewer, site preview and iframe nodes, http/preview-frame.ts),
 * the published sites (`<label>.<SITES_DOMAIN>`), which the site preview shows, and any https
 * page, which a plugin node shows (sandboxed; on its own origin, never the app's).
 */
export function contentSecurityPolicy(options: {
  publicUrl: string;
  scriptHashes: string[];
  frameAncestors: string;
  sitesDomain: string;
  previewOrigin: string;
}): string {
  const socketOrigin = new URL(options.publicUrl).origin.replace(/^http/, 'ws');
  const sites = `${new URL(options.publicUrl).protocol}//*.${options.sitesDomain}`;
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...options.scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigin}`,
    "worker-src 'self' blob:",
    `frame-src 'self' ${options.previewOrigin} ${sites} https:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${options.frameAncestors}`,
  ].join('; ');
}

/**
 * The policy of API answers: JSON and files, never a page. A browser that opens one as a document
 * may load nothing and frame nothing, and a short header keeps every answer cheaper to send
 * (the app's policy is ~430 bytes). Stricter than the app's, as OWASP advises for REST APIs.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const API_PREFIX = `${API_BASE_PATH}/`;
const EMBED_PREFIX = `${EMBED_PATH}/`;
const isApi = (path: string) => path === API_BASE_PATH || path.startsWith(API_PREFIX);
const isEmbedded = (path: string) => path === EMBED_PATH || path.startsWith(EMBED_PREFIX);

/**
 * Headers on every response: the CSP (the app's, the framable one under /embed, or the API's),
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer (share and embed addresses carry
 * tokens), and Cache-Control no-store on API answers that set no caching of their own (they are
 * private: a shared cache or the back button must not replay them).
 */
async function securityHeaders(app: FastifyInstance): Promise<void> {
  const indexFile = join(app.config.webDistDir, 'index.html');
  const scriptHashes = existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
  const policy = (frameAncestors: string) =>
    contentSecurityPolicy({
      publicUrl: app.config.publicUrl,
      scriptHashes,
      frameAncestors,
      sitesDomain: app.config.publishing.sitesDomain,
      previewOrigin: app.config.preview.origin,
    });
  const appPolicy = policy("'none'");
  const embedPolicy = policy('*');

  // Belt and braces for the build setting: a production server serves no source map.
  if (app.config.production) {
    app.addHook('onRequest', (request, _reply, done) => {
      done(isSourceMapPath(request.url) ? new NotFoundError('Not Found') : undefined);
    });
  }

  // A callback hook (no promise, no microtask hop per answer); the values are computed once above.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The path as the router saw it (percent-decoded), so a spelling cannot dodge the rules.
    const path = request.routeOptions.url ?? pathOf(request.url);
    const api = isApi(path);
    // A route may set a stricter policy of its own (uploaded files are served sandboxed).
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        api ? API_CONTENT_SECURITY_POLICY : isEmbedded(path) ? embedPolicy : appPolicy,
      );
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

function isSourceMapPath(url: string): boolean {
  const question = url.indexOf('?');
  return question < 0 ? url.endsWith('.map') : url.endsWith('.map', question);
}

export default fp(securityHeaders, { name: 'security-headers' });
