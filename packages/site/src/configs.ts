import type { PageConfigs } from './input.js';

export interface MergedConfigs {
  css: string;
  scripts: string[];
  tailwind: Record<string, unknown>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge of plain objects; later values win, arrays and other values are replaced. */
function mergeObjects(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    merged[key] =
      isPlainObject(merged[key]) && isPlainObject(value) ? mergeObjects(merged[key], value) : value;
  }
  return merged;
}

/** Several exportPageConfigs nodes make one site config: CSS in order, scripts once each, Tailwind merged. */
export function mergeConfigs(configs: PageConfigs[]): MergedConfigs {
  return {
    css: configs
      .map((c) => c.css.trim())
      .filter(Boolean)
      .join('\n\n'),
    scripts: [...new Set(configs.flatMap((c) => c.scripts))],
    tailwind: configs.reduce<Record<string, unknown>>((all, c) => mergeObjects(all, c.tailwind), {}),
  };
}
