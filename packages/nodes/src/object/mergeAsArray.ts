import { defineNode } from '../shared/define.js';
import { multiInput, output, param } from '../shared/node-builder.js';
import { readMulti } from '../shared/read.js';

export const mergeAsArray = defineNode({
  definitionName: 'mergeAsArray',
  description: 'A list of the wired values in wire order; with flatten, wired arrays are spread into it.',
  category: 'object',
  keywords: ['merge', 'array', 'collect', 'gather', 'list'],
  inputs: [multiInput('items', 'Items', 'inferred', 0)],
  parameters: [param.toggle('flatten', 'Flatten', false, { description: 'spread wired arrays one level' })],
  outputs: [output('array', 'Array', 'array')],
  rule: (ctx) => {
    const items = readMulti(ctx, 'items');
    return { array: ctx.params.flatten ? items.flat(1) : items };
  },
});
