/**
 * The site builder without Node: what a browser bundle (the workspace's deploy) needs to turn a
 * project into the published file set, exactly as `nodeloom build` does. The bundle supplies the
 * toolchain (the runtime files under `@nodeloom/site/runtime/*` and Tailwind's stylesheets).
 */
export { assembleSite } from './assemble-site.js';
export { browserToolchain } from './browser-toolchain.js';
export { type EvaluatedNode, siteInputFromNodes } from './collect.js';
export * from './files.js';
export { type AppEntry, type PublicFile, SiteBuildError, type SiteInput } from './input.js';
export { SITE_SOURCE_DEFINITIONS, siteInputFromProject } from './project.js';
export { publicFilePath } from './public-files.js';
export {
  RUNTIME_FILES,
  type RuntimeFile,
  type SiteToolchain,
  TAILWIND_STYLESHEETS,
  type TailwindStylesheet,
} from './site-toolchain.js';
