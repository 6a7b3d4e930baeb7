import { output } from '../shared/node-builder.js';
import { arrayNode } from './array-node.js';

export const arrayLength = arrayNode({
  definitionName: 'arrayLength',
  description: 'The number of items of the array.',
  keywords: ['length', 'count', 'size'],
  outputs: [output('result', 'Result', 'number')],
  compute: (array) => ({ result: array.length }),
});
