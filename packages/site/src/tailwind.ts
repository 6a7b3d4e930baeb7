import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compile } from 'tailwindcss';

const require = createRequire(import.meta.url);
/** tailwindcss's own folder, where its stylesheets (index.css, theme.css, …) live */
const TAILWIND_DIR = dirname(require.resolve('tailwindcss/package.json'));
/** the installed Tailwind version, written to the site's manifest */
export const TAILWIND_VERSION: string = require('tailwindcss/package.json').version;

/** The id the generated entry uses for the project's config; answered from memory, never from disk. */
const CONFIG_ID = './tailwind.config.js';

async function loadStylesheet(id: string): Promise<{ path: string; base: string; content: string }> {
  const name = id === 'tailwindcss' ? 'index.css' : id.replace(/^tailwindcss\//, '');
  if (!/^[a-z]+(\.css)?$/.test(name)) throw new Error(`Cannot load stylesheet ${id}`);
  const path = join(TAILWIND_DIR, name.endsWith('.css') ? name : `${name}.css`);
  return { path, base: TAILWIND_DIR, content: await readFile(path, 'utf8') };
}

/**
 * Compiles the utilities for `candidates` with Tailwind 4, in Node and offline: the framework's
 * stylesheets come from the installed package, the project's config (exportPageConfigs
 * `tailwind`, Tailwind's config object) is handed over in memory.
 */
export async function compileTailwind(
  candidates: string[],
  config: Record<string, unknown>,
): Promise<string> {
  const entry = `@import "tailwindcss";\n@config "${CONFIG_ID}";\n`;
  const compiler = await compile(entry, {
    base: TAILWIND_DIR,
    loadStylesheet,
    loadModule: async (id) => {
      if (id !== CONFIG_ID) throw new Error(`Cannot load module ${id}`);
      return { path: CONFIG_ID, base: TAILWIND_DIR, module: config };
    },
  });
  return compiler.build(candidates);
}
