import { deepEqual } from '../shared/collections.js';
import { output } from '../shared/node-builder.js';
import { arrayNode } from './array-node.js';

export const arrayDedup = arrayNode({
  definitionName: 'arrayDedup',
  description:
    'The array without repeated items, keeping the first of equal ones (objects compared by content).',
  keywords: ['unique', 'dedupe', 'distinct', 'duplicates'],
  outputs: [output('result', 'Result', 'array')],
  compute: (array) => ({
    result: array.filter((item, index) => array.findIndex((other) => deepEqual(other, item)) === index),
  }),
});
