import { APP_SCRIPT, INDEX_PAGE } from './files.js';

/** The Tailwind config the styles were compiled with, so the site can be restyled with Tailwind's own tools. */
export function tailwindConfigFile(config: Record<string, unknown>): string {
  const full = { content: [`./${INDEX_PAGE}`, `./${APP_SCRIPT}`], ...config };
  return `/** Tailwind config of this site (from exportPageConfigs); styles.css was compiled with it. */\nexport default ${JSON.stringify(full, null, 2)};\n`;
}
