import { input, output } from '../shared/node-builder.js';
import { arrayNode } from './array-node.js';

export const arrayAppend = arrayNode({
  definitionName: 'arrayAppend',
  description: 'A copy of the array with the item added at the end (an unwired array counts as empty).',
  keywords: ['push', 'append', 'add'],
  inputs: [input('item', 'Item', 'inferred')],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => ({ result: [...array, ctx.inputs.item] }),
});
