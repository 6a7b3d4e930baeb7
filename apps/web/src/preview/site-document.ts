import { APP_SCRIPT, INDEX_PAGE, type SiteFile, STYLES } from '@nodeloom/site/browser';
import type { PreviewTheme } from './preview-theme.js';

export interface SiteDocumentOptions {
  /** the route the preview opens at (the previewer node's startRoute, default '/') */
  startRoute: string;
  theme: PreviewTheme;
}

const text = (file: SiteFile | undefined, path: string): string => {
  if (!file) throw new Error(`The site's file set has no ${path}`);
  return typeof file.content === 'string' ? file.content : new TextDecoder().decode(file.content);
};

/** Text put inside a <script> or <style> element cannot close it early. */
const inElement = (source: string, tag: 'script' | 'style') =>
  source.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

/** '/about' → '#/about'; a route always starts with '/'. */
export function hashFor(route: string): string {
  const trimmed = route.trim() || '/';
  return `#${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`;
}

/**
 * One self-contained document from the published file set: the same index.html with styles.css
 * and app.js written inline (the frame has no server of its own to fetch them from), opened at
 * the start route, with the theme's colour scheme.
 */
export function siteDocument(files: readonly SiteFile[], options: SiteDocumentOptions): string {
  const byPath = new Map(files.map((file) => [file.path, file]));
  const index = text(byPath.get(INDEX_PAGE), INDEX_PAGE);
  const styles = text(byPath.get(STYLES), STYLES);
  const app = text(byPath.get(APP_SCRIPT), APP_SCRIPT);
  const stylesLink = `<link rel="stylesheet" href="/${STYLES}">`;
  const appTag = `<script type="module" src="/${APP_SCRIPT}"></script>`;
  if (!index.includes(stylesLink) || !index.includes(appTag)) {
    throw new Error(
      `${INDEX_PAGE} does not link /${STYLES} and /${APP_SCRIPT} as the site builder writes them`,
    );
  }
  const scheme =
    options.theme === 'system'
      ? ''
      : `<meta name="color-scheme" content="${options.theme}"><style>:root{color-scheme:${options.theme}}</style>`;
  const start = `<script>history.replaceState(null, '', ${JSON.stringify(hashFor(options.startRoute))});</script>`;
  return index
    .replace('<head>', () => `<head>\n  ${start}${scheme}`)
    .replace(stylesLink, () => `<style>\n${inElement(styles, 'style')}\n</style>`)
    .replace(appTag, () => `<script type="module">\n${inElement(app, 'script')}\n</script>`)
    .replace(/<html lang="([^"]*)">/, (tag) =>
      options.theme === 'dark' ? tag.replace('<html', '<html class="dark"') : tag,
    );
}
