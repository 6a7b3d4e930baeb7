/**
 * The page an iframe node shows: its embed code as the body of a bare document that fills the
 * frame, so an embedded player, map or document (usually an <iframe> itself) takes the whole
 * node. The code is the user's own and runs only in the sandboxed frame.
 */
export function embedDocument(embedCode: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0; height: 100%; background: transparent; color: #e6e8ee; font-family: system-ui, sans-serif; }
body > iframe, body > video, body > img { display: block; width: 100%; height: 100%; border: 0; }
</style></head><body>${embedCode}</body></html>`;
}
