/**
 * The `html` data type: a serialisable tree of plain objects (JSON-safe), never strings
 * glued by hand. Nodes build and transform it; the site builder and previews render it.
 * Shapes are described in README.md beside this file.
 */

export type HtmlAttributes = Record<string, string>;

export interface HtmlText {
  type: 'text';
  value: string;
}

export interface HtmlElement {
  type: 'element';
  /** lower- or mixed-case tag name as given; validated by `assertTagName` */
  tag: string;
  attributes: HtmlAttributes;
  children: HtmlChild[];
}

/** A client-side navigation link (router `link` node); renders as `<a href="to">`. */
export interface HtmlLink {
  type: 'link';
  to: string;
  attributes: HtmlAttributes;
  children: HtmlChild[];
}

/** Where the matched child route renders inside a layout (router `outlet` node). */
export interface HtmlOutlet {
  type: 'outlet';
}

/** A value known only in the running app: a path or search parameter of the current URL. */
export interface HtmlParameter {
  type: 'parameter';
  source: 'path' | 'search';
  /** empty: all parameters of that source, as JSON */
  name: string;
}

/** Page meta attached to a subtree (attachPageMeta); the app applies it when the subtree renders. */
export interface HtmlPageMeta {
  type: 'pageMeta';
  meta: PageMeta;
}

/** A React component (reactComponent node) placed in a tree. */
export interface HtmlComponent {
  type: 'component';
  name: string;
  content: HtmlChild[];
  /** hook code snippets (JavaScript source) run inside the component, in order */
  hooks: string[];
}

/** A router (router node) placed in a tree; the app renders the matching route here. */
export interface HtmlRouter {
  type: 'router';
  routerType: RouterType;
  routes: Route[];
}

export type HtmlChild =
  | HtmlText
  | HtmlElement
  | HtmlLink
  | HtmlOutlet
  | HtmlParameter
  | HtmlPageMeta
  | HtmlComponent
  | HtmlRouter;

/** What an `html` port carries: one child or a fragment (list). */
export type Html = HtmlChild | HtmlChild[];

/** Nodes that carry attributes and children (class names, ids and attributes apply to them). */
export type HtmlContainer = HtmlElement | HtmlLink;

export const ROUTER_TYPES = ['browser', 'hash', 'memory', 'native', 'static'] as const;
export type RouterType = (typeof ROUTER_TYPES)[number];

/** A route object (route node). Index and layout routes have no path. */
export interface Route {
  type: 'route';
  path?: string;
  isIndex: boolean;
  isLayout: boolean;
  element: HtmlChild[];
  children: Route[];
}

export interface PageMeta {
  title: string;
  description: string;
  icon: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

export const HTML_CHILD_TYPES: ReadonlySet<HtmlChild['type']> = new Set([
  'text',
  'element',
  'link',
  'outlet',
  'parameter',
  'pageMeta',
  'component',
  'router',
]);
