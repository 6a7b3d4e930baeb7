/** The blank document the server serves for previews on the preview host (apps/server/src/http/preview-frame.ts). */
export const PREVIEW_FRAME_PATH = '/preview-frame';

/** The meta element in which the server names the preview origin (apps/server/src/http/preview-origin-meta.ts). */
const PREVIEW_ORIGIN_META = 'nodeloom-preview-origin';

/**
 * The frames of user content (previews, iframe nodes, plugins on other origins). Safe with
 * allow-same-origin because the content's origin is never the app's: previews live on the
 * user-content host (PREVIEW_HOST), another site, so they get storage, forms, popups and nested
 * frames of their own while the app's cookies, storage and DOM stay out of reach.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * For a page on the app's own origin (a plugin served beside the app): scripts only, so it runs
 * in an opaque origin. allow-same-origin there would hand it the app itself.
 */
export const OPAQUE_FRAME_SANDBOX = 'allow-scripts';

/** The user-content origin the server named in the page, or undefined when the page does not name one. */
export function previewOrigin(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${PREVIEW_ORIGIN_META}"]`);
  const named = meta?.content ?? '';
  try {
    const origin = new URL(named).origin;
    // never the app's own: there allow-same-origin would give the previewed page the app
    return origin === window.location.origin ? undefined : origin;
  } catch {
    return undefined;
  }
}

const READY = 'nodeloom:frameReady';
const PROTOCOL_PREFIX = 'nodeloom:';

/** The frame's own handshake messages (not SDK messages). */
export function isFrameProtocolMessage(data: unknown): boolean {
  const type = (data as { type?: unknown } | null)?.type;
  return typeof type === 'string' && type.startsWith(PROTOCOL_PREFIX);
}
const DOCUMENT = 'nodeloom:document';

/** Shown, script-free, when the page names no preview origin (it did not come from the Nodeloom server). */
const NO_PREVIEW_ORIGIN =
  '<p style="font:14px system-ui">Previews need the page as the Nodeloom server serves it: it names the preview host.</p>';

/**
 * Makes a frame of the preview document on the preview origin and writes `html` into it once it
 * says it is ready. Only that frame's window, speaking from the preview origin, is answered, and
 * the document goes to that origin alone. The caller places `iframe` in the page. One frame per
 * document: a new document gets a new frame (a re-render must not inherit the old page's state or
 * listeners).
 */
export function createSandboxFrame(options: { title: string; html: string; hidden?: boolean }) {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('title', options.title);
  if (options.hidden) {
    iframe.hidden = true;
    iframe.setAttribute('aria-hidden', 'true');
    iframe.tabIndex = -1;
  }
  const origin = previewOrigin();
  if (!origin) {
    iframe.setAttribute('sandbox', '');
    iframe.srcdoc = NO_PREVIEW_ORIGIN;
    return { iframe, origin, dispose: () => iframe.remove() };
  }
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.src = `${origin}${PREVIEW_FRAME_PATH}`;
  let written = false;
  const onMessage = (event: MessageEvent) => {
    // only our own frame's greeting, from the preview origin; anything else on the window is not for us
    if (written || event.source !== iframe.contentWindow || event.origin !== origin) return;
    if (event.data?.type !== READY) return;
    written = true;
    iframe.contentWindow?.postMessage({ type: DOCUMENT, html: options.html }, origin);
  };
  window.addEventListener('message', onMessage);
  return {
    iframe,
    origin,
    dispose() {
      window.removeEventListener('message', onMessage);
      iframe.remove();
    },
  };
}
