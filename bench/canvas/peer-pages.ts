// Builds the canvas bench's peer pages (react-flow/, litegraph/, pixi/) with Vite's JS API into a
// temporary directory (no build output is committed) and serves it on a loopback port.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const HERE = fileURLToPath(new URL('.', import.meta.url));
export const PEER_PAGES = ['react-flow', 'litegraph', 'pixi'] as const;
export type PeerPage = (typeof PEER_PAGES)[number];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
};

export interface PeerSite {
  /** the page's address, e.g. http://127.0.0.1:1234/pixi/index.html */
  url(page: PeerPage): string;
  close(): Promise<void>;
}

export async function buildAndServePeerPages(): Promise<PeerSite> {
  const outDir = mkdtempSync(join(tmpdir(), 'nodeloom-canvas-peers-'));
  await build({
    root: HERE,
    configFile: false,
    publicDir: false,
    // the libraries' own bundling warnings ("use client", litegraph's eval) say nothing about the bench
    logLevel: 'error',
    base: './',
    resolve: { dedupe: ['react', 'react-dom'] },
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: {
        input: Object.fromEntries(PEER_PAGES.map((page) => [page, join(HERE, page, 'index.html')])),
      },
    },
  });
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(outDir, path);
    try {
      if (!file.startsWith(outDir) || !statSync(file).isFile()) throw new Error('not a file');
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (page) => `http://127.0.0.1:${port}/${page}/index.html`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
