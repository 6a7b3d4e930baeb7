import { DEFAULT_PAGE_TITLE, DEFAULT_SITE_NAME } from './constants.js';
import { APP_SCRIPT } from './files.js';

/** npm's package name rules: lower case, URL-safe, at most 214 characters. */
export function packageName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-._]+|[-._]+$/g, '')
    .slice(0, 214);
  return slug || DEFAULT_SITE_NAME;
}

/** The package manifest of the published site (it has no dependencies: the app script is self-contained). */
export function packageManifest(name: string, tailwindVersion: string): string {
  const manifest = {
    name: packageName(name),
    version: '1.0.0',
    private: true,
    type: 'module',
    description: DEFAULT_PAGE_TITLE,
    main: APP_SCRIPT,
    devDependencies: { tailwindcss: `^${tailwindVersion}` },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
