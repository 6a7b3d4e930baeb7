import type { HtmlChild, PageMeta } from '@nodeloom/nodes';
import { walkTree } from './classes.js';
import { DEFAULT_PAGE_TITLE } from './constants.js';
import { APP_SCRIPT, STYLES } from './files.js';

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** The page meta that holds outside any route (the whole site's), or undefined. */
export function siteMeta(entry: HtmlChild[]): PageMeta | undefined {
  let found: PageMeta | undefined;
  const visit = (children: HtmlChild[]) => {
    for (const child of children) {
      if (found) return;
      if (child.type === 'pageMeta') found = child.meta;
      else if (child.type === 'element' || child.type === 'link') visit(child.children);
      else if (child.type === 'component') visit(child.content);
    }
  };
  visit(entry);
  return found;
}

/** The first page meta anywhere, routes included: what a crawler sees before the app runs. */
function firstMeta(entry: HtmlChild[]): PageMeta | undefined {
  let found: PageMeta | undefined;
  walkTree(entry, (child) => {
    if (!found && child.type === 'pageMeta') found = child.meta;
  });
  return found;
}

function metaTags(meta: PageMeta | undefined): string[] {
  if (!meta) return [];
  const tags: Array<[string, string, string]> = [
    ['name', 'description', meta.description],
    ['property', 'og:title', meta.ogTitle],
    ['property', 'og:description', meta.ogDescription],
    ['property', 'og:image', meta.ogImage],
  ];
  const lines = tags
    .filter(([, , content]) => content !== '')
    .map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`);
  if (meta.icon) lines.push(`<link rel="icon" href="${escapeAttribute(meta.icon)}">`);
  return lines;
}

/** The index page: head with title, meta, styles and scripts; an empty #root the app script fills. */
export function indexPage(entry: HtmlChild[], scripts: string[]): string {
  const meta = siteMeta(entry) ?? firstMeta(entry);
  const title = meta?.title || DEFAULT_PAGE_TITLE;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(title)}</title>`,
    ...metaTags(meta),
    `<link rel="stylesheet" href="/${STYLES}">`,
    ...scripts.map((src) => `<script src="${escapeAttribute(src)}"></script>`),
    `<script type="module" src="/${APP_SCRIPT}"></script>`,
  ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    ...head.map((line) => `  ${line}`),
    '</head>',
    '<body>',
    '  <div id="root"></div>',
    '  <noscript>This site needs JavaScript.</noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
