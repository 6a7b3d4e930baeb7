import { appScript } from './app-script.js';
import { classCandidates } from './classes.js';
import { mergeConfigs } from './configs.js';
import { APP_SCRIPT, INDEX_PAGE, PACKAGE_MANIFEST, type SiteFile, STYLES, TAILWIND_CONFIG } from './files.js';
import { indexPage } from './index-page.js';
import { parseSiteInput, SiteBuildError, type SiteInput } from './input.js';
import { packageManifest } from './manifest.js';
import { publicSiteFiles } from './public-files.js';
import { runtimeSource } from './runtime-source.js';
import { compileTailwind, TAILWIND_VERSION } from './tailwind.js';
import { tailwindConfigFile } from './tailwind-config.js';

async function styles(candidates: string[], tailwind: Record<string, unknown>, css: string): Promise<string> {
  let utilities: string;
  try {
    utilities = await compileTailwind(candidates, tailwind);
  } catch (error) {
    throw new SiteBuildError(`Tailwind could not compile the styles: ${(error as Error).message}`);
  }
  // the project's own CSS comes last so it can override utilities
  return css ? `${utilities}\n/* exportPageConfigs css */\n${css}\n` : utilities;
}

/**
 * Builds the published file set (spec 1 §9) from the evaluated project: index page, app script,
 * package manifest, styles, Tailwind config, and the public files under public/.
 */
export async function buildSite(input: SiteInput): Promise<SiteFile[]> {
  const site = parseSiteInput(input);
  const configs = mergeConfigs(site.configs);
  const entry = site.app.entry;
  const publicFiles = publicSiteFiles(site.publicFiles);
  return [
    { path: INDEX_PAGE, content: indexPage(entry, configs.scripts) },
    { path: APP_SCRIPT, content: appScript(entry, await runtimeSource()) },
    { path: PACKAGE_MANIFEST, content: packageManifest(site.name, TAILWIND_VERSION) },
    { path: STYLES, content: await styles(classCandidates(entry), configs.tailwind, configs.css) },
    { path: TAILWIND_CONFIG, content: tailwindConfigFile(configs.tailwind) },
    ...publicFiles,
  ];
}
