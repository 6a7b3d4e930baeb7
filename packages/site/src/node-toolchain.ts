import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { SiteToolchain } from './site-toolchain.js';

const require = createRequire(import.meta.url);
/** tailwindcss's own folder, where its stylesheets (index.css, theme.css, …) live */
const TAILWIND_DIR = dirname(require.resolve('tailwindcss/package.json'));
// Read from the package's src/runtime both when running from src/ and from dist/.
const RUNTIME_DIR = new URL('../src/runtime/', import.meta.url);

const cache = new Map<string, Promise<string>>();
function readOnce(key: string, read: () => Promise<string>): Promise<string> {
  let text = cache.get(key);
  if (!text) {
    text = read();
    cache.set(key, text);
  }
  return text;
}

/** The toolchain in Node: files from this package's src/runtime and the installed tailwindcss. */
export const nodeToolchain: SiteToolchain = {
  runtimeFile: (name) => readOnce(`runtime/${name}`, () => readFile(new URL(name, RUNTIME_DIR), 'utf8')),
  tailwindStylesheet: (name) =>
    readOnce(`tailwind/${name}`, () => readFile(join(TAILWIND_DIR, name), 'utf8')),
  tailwindVersion: require('tailwindcss/package.json').version,
};
