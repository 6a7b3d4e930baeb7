import { compile } from 'tailwindcss';
import { type SiteToolchain, TAILWIND_STYLESHEETS, type TailwindStylesheet } from './site-toolchain.js';

/** The id the generated entry uses for the project's config; answered from memory, never from disk. */
const CONFIG_ID = './tailwind.config.js';
/** Where the stylesheets are said to live; nothing is read from it (the toolchain answers). */
const TAILWIND_BASE = '/tailwindcss';

function stylesheetName(id: string): TailwindStylesheet {
  const name = id === 'tailwindcss' ? 'index.css' : id.replace(/^tailwindcss\//, '');
  const file = (name.endsWith('.css') ? name : `${name}.css`) as TailwindStylesheet;
  if (!TAILWIND_STYLESHEETS.includes(file)) throw new Error(`Cannot load stylesheet ${id}`);
  return file;
}

/**
 * Compiles the utilities for `candidates` with Tailwind 4, offline: the framework's stylesheets
 * come from the toolchain, the project's config (exportPageConfigs `tailwind`, Tailwind's config
 * object) is handed over in memory. Runs in Node and in a browser alike.
 */
export async function compileTailwindWith(
  toolchain: SiteToolchain,
  candidates: string[],
  config: Record<string, unknown>,
): Promise<string> {
  const entry = `@import "tailwindcss";\n@config "${CONFIG_ID}";\n`;
  const compiler = await compile(entry, {
    base: TAILWIND_BASE,
    loadStylesheet: async (id) => {
      const name = stylesheetName(id);
      return {
        path: `${TAILWIND_BASE}/${name}`,
        base: TAILWIND_BASE,
        content: await toolchain.tailwindStylesheet(name),
      };
    },
    loadModule: async (id) => {
      if (id !== CONFIG_ID) throw new Error(`Cannot load module ${id}`);
      return { path: CONFIG_ID, base: TAILWIND_BASE, module: config };
    },
  });
  return compiler.build(candidates);
}
