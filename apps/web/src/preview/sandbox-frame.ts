/** The blank sandboxed document the server serves for previews (apps/server/src/http/preview-frame.ts). */
export const PREVIEW_FRAME_PATH = '/preview-frame';

/**
 * Scripts only: never together with allow-same-origin, so the frame's documents have an opaque
 * origin (no app cookies, storage or same-origin reads); the server's CSP says the same again.
 */
export const FRAME_SANDBOX = 'allow-scripts';

const READY = 'nodeloom:frameReady';
const PROTOCOL_PREFIX = 'nodeloom:';

/** The frame's own handshake messages (not SDK messages). */
export function isFrameProtocolMessage(data: unknown): boolean {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith(PROTOCOL_PREFIX);
}
const DOCUMENT = 'nodeloom:document';

/**
 * Makes a sandboxed frame at /preview-frame and writes `html` into it once it says it is ready.
 * The caller places `iframe` in the page. One frame per document: a new document gets a new
 * frame (a re-render must not inherit the old page's state or listeners).
 */
export function createSandboxFrame(options: { title: string; html: string; hidden?: boolean }) {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.setAttribute('title', options.title);
  iframe.src = PREVIEW_FRAME_PATH;
  if (options.hidden) {
    iframe.hidden = true;
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
  }
  let written = false;
  const onMessage = (event: MessageEvent) => {
    // only our own frame's greeting; anything else on the window is not for us
    if (written || event.source !== iframe.contentWindow || event.data?.type !== READY) return;
    written = true;
    // '*': an opaque origin cannot be named; the page is the user's own and holds no secret
    iframe.contentWindow?.postMessage({ type: DOCUMENT, html: options.html }, '*');
  };
  window.addEventListener('message', onMessage);
  return {
    iframe,
    dispose() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
