import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';
import { fetchOk, parseUrl } from './url.js';

export const RESPONSE_TYPES = ['blob', 'arraybuffer', 'text', 'json'] as const;

function decoder(encoding: string): InstanceType<typeof TextDecoder> {
  try {
    return new TextDecoder(encoding, { fatal: false });
  } catch {
    throw new NodeRuleError(`Invalid encoding: ${encoding}`);
  }
}

export const loadAssetNode = defineNode({
  definitionName: 'loadAsset',
  description: 'Loads a file from a URL as a blob, bytes, text or JSON',
  category: 'asset',
  keywords: ['fetch', 'download', 'file', 'get'],
  async: true,
  parameters: [
    param.string('url', 'URL', '', { required: true }),
    param.menu('responseType', 'Response type', RESPONSE_TYPES, 'blob'),
    param.string('encoding', 'Encoding', 'utf-8', {
      hideWhen: '$responseType == "blob" or $responseType == "arraybuffer"',
    }),
  ],
  outputs: [output('data', 'Data', 'inferred')],
  rule: async (ctx) => {
    const url = parseUrl(ctx.params.url);
    const type = String(ctx.params.responseType);
    if (!RESPONSE_TYPES.includes(type as (typeof RESPONSE_TYPES)[number]))
      throw new NodeRuleError(`Invalid response type: ${type}`);
    const text =
      type === 'text' || type === 'json' ? decoder(String(ctx.params.encoding || 'utf-8')) : undefined;
    const response = await fetchOk(ctx, url);
    if (type === 'blob') return { data: await response.blob() };
    const bytes = await response.arrayBuffer();
    if (!text) return { data: bytes };
    const decoded = text.decode(bytes);
    if (type === 'text') return { data: decoded };
    try {
      return { data: JSON.parse(decoded) };
    } catch {
      throw new NodeRuleError(`Invalid JSON at ${url.href}`);
    }
  },
});
