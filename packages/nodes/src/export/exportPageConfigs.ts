import { NodeRuleError } from '@nodeloom/engine';
import { assertCss } from '../css/assert-css.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';

/** Site-wide extras of the published app: global CSS, script URLs and Tailwind theme config. */
export interface PageConfigs {
  type: 'pageConfigs';
  css: string;
  scripts: string[];
  tailwind: Record<string, unknown>;
}

function toScripts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new NodeRuleError('Invalid "scripts", it must be an array');
  return value.map(String).filter((s) => s.trim() !== '');
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function toTailwind(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new NodeRuleError('Invalid "tailwind", it must be an object');
  }
  return parsed as Record<string, unknown>;
}

export const exportPageConfigsNode = defineNode({
  definitionName: 'exportPageConfigs',
  description: 'Global CSS, scripts and Tailwind config of the published site; CSS problems block the export',
  category: 'export',
  keywords: ['css', 'scripts', 'tailwind', 'config', 'global styles'],
  availableContexts: ['htmlContext'],
  inputs: [input('css', 'CSS', 'string')],
  parameters: [
    param.multiline('css', 'CSS', ''),
    param.list('scripts', 'Scripts'),
    param.json('tailwind', 'Tailwind config', {}),
  ],
  outputs: [output('configs', 'Configs', 'object')],
  rule: async ({ inputs, params }) => {
    // a wired CSS input wins over the typed one
    const css = String(inputs.css ?? params.css ?? '');
    await assertCss(css);
    const configs: PageConfigs = {
      type: 'pageConfigs',
      css,
      scripts: toScripts(params.scripts),
      tailwind: toTailwind(params.tailwind),
    };
    return { configs };
  },
});
