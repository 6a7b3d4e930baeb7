import { htmlChildSchema } from '@nodeloom/nodes';
import { z } from 'zod';
import { DEFAULT_SITE_NAME } from './constants.js';
import { SiteBuildError } from './site-build-error.js';

/**
 * What the site builder reads: the evaluated outputs of appEntry, exportPageConfigs and
 * exportPublicFiles, in the shapes of packages/nodes/src/shared/html/README.md (the html tree's
 * types and schema come from @nodeloom/nodes). Parsed with zod because it crosses a boundary (a
 * project file, a server request) and is turned into code.
 */

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
export { SiteBuildError };

export function parseSiteInput(value: unknown): ParsedSiteInput {
  const result = siteInputSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new SiteBuildError(`Invalid site input at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}
