// Only a bundler (Vite) can load this file: `?raw` inlines each file's text into the bundle.
import tailwindIndex from 'tailwindcss/index.css?raw';
import tailwindPackage from 'tailwindcss/package.json' with { type: 'json' };
import tailwindPreflight from 'tailwindcss/preflight.css?raw';
import tailwindTheme from 'tailwindcss/theme.css?raw';
import tailwindUtilities from 'tailwindcss/utilities.css?raw';
import headJs from './runtime/head.js?raw';
import lazyImageJs from './runtime/lazy-image.js?raw';
import locationJs from './runtime/location.js?raw';
import renderJs from './runtime/render.js?raw';
import routesJs from './runtime/routes.js?raw';
import startJs from './runtime/start.js?raw';
import type { RuntimeFile, SiteToolchain, TailwindStylesheet } from './site-toolchain.js';

const runtime: Record<RuntimeFile, string> = {
  'routes.js': routesJs,
  'location.js': locationJs,
  'head.js': headJs,
  'render.js': renderJs,
  'lazy-image.js': lazyImageJs,
  'start.js': startJs,
};
const stylesheets: Record<TailwindStylesheet, string> = {
  'index.css': tailwindIndex,
  'theme.css': tailwindTheme,
  'preflight.css': tailwindPreflight,
  'utilities.css': tailwindUtilities,
};

/** The toolchain in a browser bundle: the same runtime files and stylesheets, inlined at build time. */
export const browserToolchain: SiteToolchain = {
  runtimeFile: async (name) => runtime[name],
  tailwindStylesheet: async (name) => stylesheets[name],
  tailwindVersion: tailwindPackage.version,
};
