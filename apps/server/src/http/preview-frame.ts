import { API_BASE_PATH } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';
import { hostName, normaliseHost } from './hosts.js';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.js';
import { pathOf } from './url-path.js';

/** The document the workspace's previewer and script frames load, then fill by postMessage. */
export const PREVIEW_FRAME_PATH = '/preview-frame';

/** The public form-reply route (reads no cookie, any origin): a previewed page posts to it by a relative URL. */
const FORM_REPLIES = new RegExp(`^${API_BASE_PATH}/forms/[^/]+/replies$`);

/**
 * Its policy. The document lives on the user-content host (PREVIEW_HOST), a real origin of its
 * own: the app frames it `sandbox="allow-scripts allow-same-origin allow-forms allow-popups"`, so
 * a previewed page has storage, forms, popups and nested frames with their own origins, while the
 * app's cookies, storage and DOM stay on another site. No `sandbox` directive (it would make the
 * origin opaque again). Like a published site (sites/site-headers.ts) it may run inline script and
 * load images, media, fonts, scripts and frames over https (an iframe node's embed is usually a
 * video or map frame); it may call nothing but the public form replies, the app's or (by a relative
 * URL, as the form demo does) the preview host's. Any page may frame it (the
 * embedded workspace is framed by other sites, and frame-ancestors checks every ancestor): it is
 * blank until one of the app's origins writes a document into it.
 */
export function previewFrameContentSecurityPolicy(publicUrl: string, previewOrigin: string): string {
  const formReplies = [publicUrl, previewOrigin].map(
    (base) => `${new URL(base).origin}${API_BASE_PATH}/forms/`,
  );
  return [
    "default-src 'none'",
    "script-src 'unsafe-inline' blob: https:",
    "style-src 'unsafe-inline' blob:",
    'img-src data: blob: https:',
    'media-src data: blob: https:',
    'font-src data: https:',
    'frame-src https:',
    `connect-src ${formReplies.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/**
 * The blank page. It greets its parent, once per origin the app may be reached at (postMessage
 * drops a message whose target origin is not the parent's, so only the app hears it), and takes
 * `{ type: 'nodeloom:document', html }` only from its parent window and only from those origins,
 * then replaces itself with that document. The parent makes a new frame for every new document.
 */
export function previewFramePage(parentOrigins: readonly string[]): string {
  const origins = JSON.stringify(parentOrigins).replace(/</g, '\\u003c');
  const bootstrap = `var origins = ${origins};
addEventListener('message', function (event) {
  var data = event.data;
  if (event.source !== parent || origins.indexOf(event.origin) < 0) return;
  if (!data || data.type !== 'nodeloom:document' || typeof data.html !== 'string') return;
  document.open();
  document.write(data.html);
  document.close();
});
origins.forEach(function (origin) { parent.postMessage({ type: 'nodeloom:frameReady' }, origin); });`;
  return `<!doctype html><html><head><meta charset="utf-8"><script>${bootstrap}</script></head><body></body></html>`;
}

/** Whether a Host header names the preview host: exactly, or by name when PREVIEW_HOST has no port. */
export function isPreviewHost(rawHost: string | undefined, previewHost: string): boolean {
  if (!rawHost) return false;
  const host = normaliseHost(rawHost);
  return previewHost.includes(':') ? host === previewHost : hostName(host) === previewHost;
}

/**
 * The preview host answers the preview document and the public form replies, nothing else: no
 * other API, no app page, so no session can ever be made or used there. The app's hosts answer 404
 * at the document's path. A hook that runs before the site hosts' (app.ts registers it first;
 * sites/plugin.ts lets the preview host by): the preview host is no published site.
 */
async function previewFrame(app: FastifyInstance): Promise<void> {
  const policy = previewFrameContentSecurityPolicy(app.config.publicUrl, app.config.preview.origin);
  const page = previewFramePage(app.config.allowedOrigins);
  const { host: previewHost, origin: previewOrigin } = app.config.preview;

  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request.url);
    const onPreviewHost = isPreviewHost(request.host, previewHost);
    if (!onPreviewHost && path !== PREVIEW_FRAME_PATH) return done();
    // the public route reads no cookie and answers any origin: on to the app's route
    if (onPreviewHost && request.method === 'POST' && FORM_REPLIES.test(path)) return done();
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (
      onPreviewHost &&
      path === PREVIEW_FRAME_PATH &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      reply.header('content-security-policy', policy);
      reply.header('cache-control', 'no-cache');
      reply.type('text/html; charset=utf-8').send(page);
      return;
    }
    const message = onPreviewHost
      ? `The preview host serves only GET ${PREVIEW_FRAME_PATH} and the public form replies`
      : `The preview document is served at ${previewOrigin}${PREVIEW_FRAME_PATH}`;
    reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    reply.header('cache-control', 'no-store');
    reply.code(404).send(errorBody(404, 'NotFound', message));
  });
}

export default fp(previewFrame, { name: 'preview-frame' });
