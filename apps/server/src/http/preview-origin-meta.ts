/** The meta element that tells the web app where its previews run (apps/web/src/preview/sandbox-frame.ts). */
export const PREVIEW_ORIGIN_META = 'nodeloom-preview-origin';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The built index.html with `<meta name="nodeloom-preview-origin" content="…">` in its head: the
 * app frames its previews on that origin and trusts their messages only from there. A meta
 * element, not an inline script, so the CSP's script hashes stay those of the build.
 */
export function withPreviewOrigin(indexHtml: string, previewOrigin: string): string {
  const meta = `<meta name="${PREVIEW_ORIGIN_META}" content="${escapeAttribute(previewOrigin)}">`;
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, `${meta}</head>`);
  // no head written out: an element before the content still lands in the implied head
  return indexHtml.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${meta}`);
}
