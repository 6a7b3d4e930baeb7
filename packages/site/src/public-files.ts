import { PUBLIC_DIR, type SiteFile } from './files.js';
import type { PublicFile } from './input.js';
import { SiteBuildError } from './site-build-error.js';

/**
 * exportPublicFiles path rules: the leading slash is dropped, the file goes under public/, and
 * index.html (any case) is refused. Items may arrive with or without the public/ prefix the node
 * adds. Paths that could leave the folder are refused too.
 */
export function publicFilePath(path: string): string {
  const trimmed = path.trim().replace(/\\/g, '/').replace(/^\/+/, '');
  const relative = trimmed.startsWith(`${PUBLIC_DIR}/`) ? trimmed.slice(PUBLIC_DIR.length + 1) : trimmed;
  if (relative === '') throw new SiteBuildError('Invalid file, it must have a path');
  if (relative.toLowerCase() === 'index.html') throw new SiteBuildError('Cannot write to index.html');
  const segments = relative.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new SiteBuildError(`Invalid public file path: ${path}`);
  }
  return `${PUBLIC_DIR}/${relative}`;
}

function toBytesOrText(content: PublicFile['content']): string | Uint8Array {
  return content instanceof ArrayBuffer ? new Uint8Array(content) : content;
}

/** The public files of the site; a later file with the same path replaces an earlier one. */
export function publicSiteFiles(files: PublicFile[]): SiteFile[] {
  const byPath = new Map<string, SiteFile>();
  for (const file of files) {
    const path = publicFilePath(file.path);
    byPath.set(path, { path, content: toBytesOrText(file.content) });
  }
  return [...byPath.values()];
}
