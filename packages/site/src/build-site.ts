import { assembleSite } from './assemble-site.js';
import type { SiteFile } from './files.js';
import type { SiteInput } from './input.js';
import { nodeToolchain } from './node-toolchain.js';

/** Builds the published file set in Node (`nodeloom build`): assembleSite with the installed runtime and Tailwind. */
export function buildSite(input: SiteInput): Promise<SiteFile[]> {
  return assembleSite(input, nodeToolchain);
}
