/**
 * What building a site needs from its surroundings: the runtime's source files and Tailwind's
 * stylesheets. Node reads them from the installed packages (node-toolchain.ts); a browser bundle
 * hands them over as strings (the workspace imports them raw), so one builder serves both.
 */
export interface SiteToolchain {
  /** the text of one runtime file (a name of RUNTIME_FILES) */
  runtimeFile(name: RuntimeFile): Promise<string>;
  /** the text of one of Tailwind's stylesheets (a name of TAILWIND_STYLESHEETS) */
  tailwindStylesheet(name: TailwindStylesheet): Promise<string>;
  /** the Tailwind version the stylesheets come from, written to the site's manifest */
  tailwindVersion: string;
}

/** The runtime's files, in the order they are joined (each only declares functions; start.js boots). */
export const RUNTIME_FILES = [
  'routes.js',
  'location.js',
  'head.js',
  'render.js',
  'lazy-image.js',
  'start.js',
] as const;
export type RuntimeFile = (typeof RUNTIME_FILES)[number];

/** Tailwind's own stylesheets (index.css is what `@import "tailwindcss"` loads). */
export const TAILWIND_STYLESHEETS = ['index.css', 'theme.css', 'preflight.css', 'utilities.css'] as const;
export type TailwindStylesheet = (typeof TAILWIND_STYLESHEETS)[number];

/** The browser runtime of generated apps as one script body (plain JavaScript, no dependencies). */
export async function joinRuntime(toolchain: SiteToolchain): Promise<string> {
  const sources = await Promise.all(RUNTIME_FILES.map((file) => toolchain.runtimeFile(file)));
  return sources.map((source, i) => `// --- runtime/${RUNTIME_FILES[i]}\n${source.trim()}\n`).join('\n');
}
