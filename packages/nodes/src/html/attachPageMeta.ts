import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { type HtmlPageMeta, type PageMeta, toChildren } from '../shared/html/index.js';
import { input, output } from '../shared/node-builder.js';

const META_KEYS: (keyof PageMeta)[] = ['title', 'description', 'icon', 'ogTitle', 'ogDescription', 'ogImage'];

function toPageMeta(value: unknown): PageMeta {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new NodeRuleError('Invalid page meta, connect a pageMeta node');
  }
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    META_KEYS.map((k) => [k, record[k] == null ? '' : String(record[k])]),
  ) as unknown as PageMeta;
}

export const attachPageMetaNode = defineNode({
  definitionName: 'attachPageMeta',
  description:
    'Attaches page meta to html: when it renders (e.g. as a route), the page takes that title and meta',
  category: 'html',
  keywords: ['title', 'seo', 'head', 'meta'],
  inputs: [
    input('html', 'Html', 'html', { required: true }),
    input('meta', 'Meta', 'object', { required: true }),
  ],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs }) => {
    const marker: HtmlPageMeta = { type: 'pageMeta', meta: toPageMeta(inputs.meta) };
    return { html: [marker, ...toChildren(inputs.html)] };
  },
});
