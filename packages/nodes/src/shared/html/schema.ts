import { z } from 'zod';
import { TAG_NAME } from './build.js';
import { type HtmlChild, type PageMeta, ROUTER_TYPES, type Route } from './types.js';

/**
 * Zod schemas of the html tree shapes (types.ts, README.md), for readers that receive a tree
 * across a boundary (a project file, a server request) such as the site builder. Typed against
 * the interfaces so the two cannot drift apart.
 */

const htmlAttributesSchema = z.record(z.string(), z.string());

export const pageMetaSchema: z.ZodType<PageMeta> = z.object({
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
});

export const htmlChildSchema: z.ZodType<HtmlChild> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), value: z.string() }),
    z.object({
      type: z.literal('element'),
      tag: z.string().regex(TAG_NAME, 'Invalid tag name'),
      attributes: htmlAttributesSchema,
      children: z.array(htmlChildSchema),
    }),
    z.object({
      type: z.literal('link'),
      to: z.string(),
      attributes: htmlAttributesSchema,
      children: z.array(htmlChildSchema),
    }),
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

/** An `html` port value: one child or a fragment. */
export const htmlSchema = z.union([htmlChildSchema, z.array(htmlChildSchema)]);
