export const PACKAGE_NAME = '@nodeloom/site';

export { HOOK_PARAMETERS } from './app-script.js';
export { assembleSite } from './assemble-site.js';
export { buildSite } from './build-site.js';
export { classCandidates } from './classes.js';
export { type EvaluatedNode, siteInputFromNodes } from './collect.js';
export { DEFAULT_PAGE_TITLE } from './constants.js';
export * from './files.js';
export {
  type AppEntry,
  type PageConfigs,
  type PublicFile,
  parseSiteInput,
  SiteBuildError,
  type SiteInput,
  siteInputSchema,
} from './input.js';
export { SITE_SOURCE_DEFINITIONS, siteInputFromProject } from './project.js';
export { publicFilePath } from './public-files.js';
export { contentTypeFor, createSiteServer, siteFileFor } from './serve.js';
export { RUNTIME_FILES, type SiteToolchain, TAILWIND_STYLESHEETS } from './site-toolchain.js';
export { writeSite } from './write-site.js';
