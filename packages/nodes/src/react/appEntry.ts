import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { type HtmlChild, toChildren } from '../shared/html/index.js';
import { input, output } from '../shared/node-builder.js';

/** The root of the generated app: what renders into the page's root element. */
export interface AppEntry {
  type: 'appEntry';
  entry: HtmlChild[];
}

export function isAppEntry(value: unknown): value is AppEntry {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'appEntry';
}

export const appEntryNode = defineNode({
  definitionName: 'appEntry',
  description: 'The root of the app (usually a router); required to deploy',
  category: 'react',
  keywords: ['root', 'main', 'app', 'entry point'],
  availableContexts: ['htmlContext'],
  globalSingleton: true,
  inputs: [input('entry', 'Entry', 'html', { required: true })],
  outputs: [output('app', 'App', 'object')],
  rule: ({ inputs }) => {
    const entry = toChildren(inputs.entry);
    if (entry.length === 0) throw new NodeRuleError('Required input not connected: entry');
    const app: AppEntry = { type: 'appEntry', entry };
    return { app };
  },
});
