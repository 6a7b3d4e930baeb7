import { fetchOk, parseUrl } from '../asset/url.js';
import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';

export const fetchImageToArrayBufferNode = defineNode({
  definitionName: 'fetchImageToArrayBuffer',
  description: 'Downloads an image (one GET) as an ArrayBuffer; cross-origin limits still apply',
  category: 'image',
  keywords: ['image', 'download', 'bytes', 'fetch'],
  async: true,
  parameters: [param.string('url', 'URL', '', { required: true })],
  outputs: [output('arrayBuffer', 'ArrayBuffer', 'object')],
  rule: async (ctx) => {
    const response = await fetchOk(ctx, parseUrl(ctx.params.url));
    return { arrayBuffer: await response.arrayBuffer() };
  },
});
