import { output } from '../shared/node-builder.js';
import { arrayNode } from './array-node.js';

export const arrayReverse = arrayNode({
  definitionName: 'arrayReverse',
  description: 'A copy of the array in reverse order.',
  keywords: ['reverse', 'invert', 'backwards'],
  outputs: [output('result', 'Result', 'array')],
  compute: (array) => ({ result: array.toReversed() }),
});
