import { describe, expect, it } from 'vitest';
import { assembleSite } from './assemble-site.js';
import { browserToolchain } from './browser-toolchain.js';
import { buildSite } from './build-site.js';
import { STYLES } from './files.js';
import { nodeToolchain } from './node-toolchain.js';
import { sampleSite } from './sample-site.testing.js';
import { RUNTIME_FILES } from './site-toolchain.js';

describe('the browser toolchain', () => {
  it('inlines the same runtime files and Tailwind version that Node reads', async () => {
    for (const file of RUNTIME_FILES) {
      expect(await browserToolchain.runtimeFile(file)).toBe(await nodeToolchain.runtimeFile(file));
    }
    expect(browserToolchain.tailwindVersion).toBe(nodeToolchain.tailwindVersion);
  });

  // Vitest blanks CSS imports (even ?raw), so styles.css is compared in the browser: the
  // publishing user walk (e2e) checks the deployed page's Tailwind styles.
  it('builds the same file set as nodeloom build does in Node', async () => {
    const inBrowser = await assembleSite(sampleSite(), browserToolchain);
    const inNode = await buildSite(sampleSite());
    expect(inBrowser.map((f) => f.path)).toEqual(inNode.map((f) => f.path));
    for (const [i, file] of inNode.entries()) {
      if (file.path !== STYLES) expect(inBrowser[i]?.content).toEqual(file.content);
    }
  });
});
