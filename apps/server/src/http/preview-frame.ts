import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The document the workspace's previewer and script frames load, then fill by postMessage. */
export const PREVIEW_FRAME_PATH = '/preview-frame';

/**
 * Its policy: `sandbox allow-scripts` makes the document an opaque origin even when opened on its
 * own (no cookies, no storage, no same-origin reads of the app), so user HTML and hooks run here
 * and never on the app's origin. Like a published site (sites/site-headers.ts) it may run inline
 * script and load images, media, fonts and frames over https; scripts over https too (node scripts, the
 * page's configured script URLs); it may call nothing but the public form replies. Any page may
 * frame it (the embedded workspace is framed by other sites): it is blank until its parent
 * writes a document into it, and whatever it shows runs in the opaque origin.
 */
export function previewFrameContentSecurityPolicy(publicUrl: string): string {
  const formReplies = `${new URL(publicUrl).origin}/api/nest/forms/`;
  return [
    'sandbox allow-scripts',
    "default-src 'none'",
    "script-src 'unsafe-inline' blob: https:",
    "style-src 'unsafe-inline' blob:",
    'img-src data: blob: https:',
    'media-src data: blob: https:',
    'font-src data: https:',
    // an iframe node's embed code is usually a frame itself (a video, map or document over https);
    // a nested frame inherits the sandbox
    'frame-src https:',
    `connect-src ${formReplies}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    // any ancestor: the embedded workspace (/embed, framable by any site) shows the previewer too,
    // and frame-ancestors checks every ancestor; the page is blank until its parent writes it
    'frame-ancestors *',
  ].join('; ');
}

/**
 * Waits for one message from the frame's parent holding `{ type: 'nodeloom:document', html }` and
 * replaces itself with that document. The parent makes a new frame for every new document.
 */
const BOOTSTRAP = `addEventListener('message', function (event) {
  var data = event.data;
  if (event.source !== parent || !data || data.type !== 'nodeloom:document' || typeof data.html !== 'string') return;
  document.open();
  document.write(data.html);
  document.close();
});
parent.postMessage({ type: 'nodeloom:frameReady' }, '*');`;

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script>${BOOTSTRAP}</script></head><body></body></html>`;

async function previewFrame(app: FastifyInstance): Promise<void> {
  const policy = previewFrameContentSecurityPolicy(app.config.publicUrl);
  app.get(PREVIEW_FRAME_PATH, async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    return PAGE;
  });
}

export default fp(previewFrame, { name: 'preview-frame' });
