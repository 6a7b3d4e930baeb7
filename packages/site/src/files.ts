/** The published file set (spec 1 §9): index page, app script, package manifest, styles, tailwind config, public files. */
export const INDEX_PAGE = 'index.html';
export const APP_SCRIPT = 'app.js';
export const PACKAGE_MANIFEST = 'package.json';
export const STYLES = 'styles.css';
export const TAILWIND_CONFIG = 'tailwind.config.js';
export const PUBLIC_DIR = 'public';

/** One file of a built site; paths are relative, with forward slashes. */
export interface SiteFile {
  path: string;
  content: string | Uint8Array;
}
