import { z } from 'zod';
import { DEFAULT_SITE_NAME } from './constants.js';

/**
 * What the site builder reads: the evaluated outputs of appEntry, exportPageConfigs and
 * exportPublicFiles, in the shapes of packages/nodes/src/shared/html/README.md. Parsed with zod
 * because it crosses a boundary (a project file, a server request) and is turned into code.
 */

export const ROUTER_TYPES = ['browser', 'hash', 'memory', 'native', 'static'] as const;

const attributes = z.record(z.string(), z.string());

export const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export type HtmlChild =
  | { type: 'text'; value: string }
  | { type: 'element'; tag: string; attributes: Record<string, string>; children: HtmlChild[] }
  | { type: 'link'; to: string; attributes: Record<string, string>; children: HtmlChild[] }
  | { type: 'outlet' }
  | { type: 'parameter'; source: 'path' | 'search'; name: string }
  | { type: 'pageMeta'; meta: PageMeta }
  | { type: 'component'; name: string; content: HtmlChild[]; hooks: string[] }
  | { type: 'router'; routerType: (typeof ROUTER_TYPES)[number]; routes: Route[] };

export interface Route {
  type: 'route';
  path?: string;
  isIndex: boolean;
  isLayout: boolean;
  element: HtmlChild[];
  children: Route[];
}

export const htmlChildSchema: z.ZodType<HtmlChild> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), value: z.string() }),
    z.object({
      type: z.literal('element'),
      tag: z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, 'Invalid tag name'),
      attributes,
      children: z.array(htmlChildSchema),
    }),
    z.object({ type: z.literal('link'), to: z.string(), attributes, children: z.array(htmlChildSchema) }),
    z.object({ type: z.literal('outlet') }),
    z.object({ type: z.literal('parameter'), source: z.enum(['path', 'search']), name: z.string() }),
    z.object({ type: z.literal('pageMeta'), meta: pageMetaSchema }),
    z.object({
      type: z.literal('component'),
      name: z.string(),
      content: z.array(htmlChildSchema),
      hooks: z.array(z.string()),
    }),
    z.object({ type: z.literal('router'), routerType: z.enum(ROUTER_TYPES), routes: z.array(routeSchema) }),
  ]),
);

export const routeSchema: z.ZodType<Route> = z.lazy(() =>
  z.object({
    type: z.literal('route'),
    path: z.string().optional(),
    isIndex: z.boolean(),
    isLayout: z.boolean(),
    element: z.array(htmlChildSchema),
    children: z.array(routeSchema),
  }),
);

export const appEntrySchema = z.object({ type: z.literal('appEntry'), entry: z.array(htmlChildSchema) });
export type AppEntry = z.infer<typeof appEntrySchema>;

export const pageConfigsSchema = z.object({
  type: z.literal('pageConfigs'),
  css: z.string(),
  scripts: z.array(z.string()),
  tailwind: z.record(z.string(), z.unknown()),
});
export type PageConfigs = z.infer<typeof pageConfigsSchema>;

const bytes = z.union([z.string(), z.instanceof(Uint8Array), z.instanceof(ArrayBuffer)]);
export const publicFileSchema = z.object({ path: z.string(), content: bytes });
export type PublicFile = z.infer<typeof publicFileSchema>;

export const siteInputSchema = z.object({
  /** the appEntry node's `app` output: the root of the app */
  app: appEntrySchema,
  /** every exportPageConfigs node's `configs` output, merged in order */
  configs: z.array(pageConfigsSchema).default([]),
  /** every exportPublicFiles node's `files` output, concatenated */
  publicFiles: z.array(publicFileSchema).default([]),
  /** the project's name, for the package manifest */
  name: z.string().default(DEFAULT_SITE_NAME),
});
export type SiteInput = z.input<typeof siteInputSchema>;
export type ParsedSiteInput = z.output<typeof siteInputSchema>;

/** Thrown when the evaluated project cannot be published; the message names what is wrong. */
export class SiteBuildError extends Error {
  readonly code = 'SiteBuildError';
  constructor(message: string) {
    super(message);
    this.name = 'SiteBuildError';
  }
}

export function parseSiteInput(value: unknown): ParsedSiteInput {
  const result = siteInputSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new SiteBuildError(`Invalid site input at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
