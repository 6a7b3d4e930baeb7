import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { INDEX_PAGE, PUBLIC_DIR } from './files.js';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Which file of a built site answers a URL path: the file itself, else the public file of that
 * name (public/ is served from the site root, as in a Vite project), else — for a path without
 * a file extension — the index page, so the app's router handles it (history fallback).
 * Undefined means 404. `exists` is asked with site-relative paths.
 */
export async function siteFileFor(
  urlPath: string,
  exists: (path: string) => Promise<boolean>,
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  const path = normalize(decoded).replace(/\\/g, '/').replace(/^\/+/, '');
  if (path.split('/').includes('..')) return undefined;
  if (path === '' || path === INDEX_PAGE) return INDEX_PAGE;
  if (await exists(path)) return path;
  if (await exists(`${PUBLIC_DIR}/${path}`)) return `${PUBLIC_DIR}/${path}`;
  return extname(path) === '' ? INDEX_PAGE : undefined;
}

/** A static server for a built site directory (loopback use: previews, tests, `nodeloom serve`). */
export function createSiteServer(dir: string): Server {
  const exists = async (path: string) => {
    try {
      return (await stat(join(dir, ...path.split('/')))).isFile();
    } catch {
      return false;
    }
  };
  return createServer(async (request, response) => {
    const file = await siteFileFor(request.url ?? '/', exists);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(file ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(file ? 'Method not allowed' : 'Not found');
      return;
    }
    const body = await readFile(join(dir, ...file.split('/')));
    response.writeHead(200, { 'content-type': contentTypeFor(file), 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}
