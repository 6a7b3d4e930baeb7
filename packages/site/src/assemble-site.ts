import { appScript } from './app-script.js';
import { classCandidates } from './classes.js';
import { mergeConfigs } from './configs.js';
import { APP_SCRIPT, INDEX_PAGE, PACKAGE_MANIFEST, type SiteFile, STYLES, TAILWIND_CONFIG } from './files.js';
import { indexPage } from './index-page.js';
import { parseSiteInput, SiteBuildError, type SiteInput } from './input.js';
import { packageManifest } from './manifest.js';
import { publicSiteFiles } from './public-files.js';
import { joinRuntime, type SiteToolchain } from './site-toolchain.js';
import { compileTailwindWith } from './tailwind-compile.js';
import { tailwindConfigFile } from './tailwind-config.js';

async function styles(
  toolchain: SiteToolchain,
  candidates: string[],
  tailwind: Record<string, unknown>,
  css: string,
): Promise<string> {
  let utilities: string;
  try {
    utilities = await compileTailwindWith(toolchain, candidates, tailwind);
  } catch (error) {
    throw new SiteBuildError(`Tailwind could not compile the styles: ${(error as Error).message}`);
  }
  // the project's own CSS comes last so it can override utilities
  return css ? `${utilities}\n/* exportPageConfigs css */\n${css}\n` : utilities;
}

/**
 * Builds the published file set (spec 1 §9) from the evaluated project: index page, app script,
 * package manifest, styles, Tailwind config, and the public files under public/. The toolchain
 * supplies the runtime and Tailwind's stylesheets (Node: buildSite; a browser: its own).
 */
export async function assembleSite(input: SiteInput, toolchain: SiteToolchain): Promise<SiteFile[]> {
  const site = parseSiteInput(input);
  const configs = mergeConfigs(site.configs);
  const entry = site.app.entry;
  const publicFiles = publicSiteFiles(site.publicFiles);
  return [
    { path: INDEX_PAGE, content: indexPage(entry, configs.scripts) },
    { path: APP_SCRIPT, content: appScript(entry, await joinRuntime(toolchain)) },
    { path: PACKAGE_MANIFEST, content: packageManifest(site.name, toolchain.tailwindVersion) },
    {
      path: STYLES,
      content: await styles(toolchain, classCandidates(entry), configs.tailwind, configs.css),
    },
    { path: TAILWIND_CONFIG, content: tailwindConfigFile(configs.tailwind) },
    ...publicFiles,
  ];
}
