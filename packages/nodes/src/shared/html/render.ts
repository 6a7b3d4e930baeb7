import { assertAttributeName, assertTagName, toChildren } from './build.js';
import type {
  HtmlAttributes,
  HtmlChild,
  HtmlComponent,
  HtmlParameter,
  HtmlRouter,
  PageMeta,
} from './types.js';

/** Elements without content or end tag (HTML Living Standard, void elements). */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose text is not parsed as markup: their text is written raw. */
const RAW_TEXT_ELEMENTS: ReadonlySet<string> = new Set(['script', 'style']);

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** How markers that only mean something in the running app are written; each defaults to nothing. */
export interface RenderHtmlOptions {
  outlet?: () => string;
  parameter?: (marker: HtmlParameter) => string;
  router?: (marker: HtmlRouter) => string;
  pageMeta?: (meta: PageMeta) => string;
  /** default: the component's content rendered in place */
  component?: (marker: HtmlComponent, renderContent: () => string) => string;
}

function renderAttributes(attributes: HtmlAttributes): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${assertAttributeName(name)}="${escapeAttribute(value)}"`)
    .join('');
}

function renderRawText(tag: string, children: HtmlChild[]): string {
  const raw = children.map((c) => (c.type === 'text' ? c.value : '')).join('');
  // a closing tag inside the raw text would end the element early
  return raw.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

function renderChild(child: HtmlChild, options: RenderHtmlOptions): string {
  switch (child.type) {
    case 'text':
      return escapeText(child.value);
    case 'element': {
      const tag = assertTagName(child.tag);
      const open = `<${tag}${renderAttributes(child.attributes)}>`;
      const lower = tag.toLowerCase();
      if (VOID_ELEMENTS.has(lower)) return open;
      const inner = RAW_TEXT_ELEMENTS.has(lower)
        ? renderRawText(lower, child.children)
        : renderChildren(child.children, options);
      return `${open}${inner}</${tag}>`;
    }
    case 'link':
      return `<a${renderAttributes({ ...child.attributes, href: child.to })}>${renderChildren(child.children, options)}</a>`;
    case 'outlet':
      return options.outlet?.() ?? '';
    case 'parameter':
      return options.parameter?.(child) ?? '';
    case 'router':
      return options.router?.(child) ?? '';
    case 'pageMeta':
      return options.pageMeta?.(child.meta) ?? '';
    case 'component': {
      const renderContent = () => renderChildren(child.content, options);
      return options.component ? options.component(child, renderContent) : renderContent();
    }
  }
}

function renderChildren(children: HtmlChild[], options: RenderHtmlOptions): string {
  return children.map((child) => renderChild(child, options)).join('');
}

/** Writes an html value as an HTML string with text and attribute values escaped. */
export function renderHtml(html: unknown, options: RenderHtmlOptions = {}): string {
  return renderChildren(toChildren(html), options);
}
