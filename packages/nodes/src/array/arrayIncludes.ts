import { deepEqual } from '../shared/collections.js';
import { input, output } from '../shared/node-builder.js';
import { arrayNode } from './array-node.js';

export const arrayIncludes = arrayNode({
  definitionName: 'arrayIncludes',
  description: 'True when the array holds an item equal to the given one (objects compared by content).',
  keywords: ['includes', 'contains', 'has', 'member'],
  inputs: [input('item', 'Item', 'inferred')],
  outputs: [output('result', 'Result', 'boolean')],
  compute: (array, ctx) => ({ result: array.some((item) => deepEqual(item, ctx.inputs.item)) }),
});
