import { output, param } from '../shared/node-builder.js';
import { requireIntegerInRange, requireNumber } from '../shared/numbers.js';
import { arrayNode } from './array-node.js';

export const arrayFlatten = arrayNode({
  definitionName: 'arrayFlatten',
  description: 'Spreads nested arrays into their parent, down to maxDepth levels.',
  keywords: ['flatten', 'flat', 'nested'],
  parameters: [param.int('maxDepth', 'Max depth', 1, { min: 0, max: 100 })],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => {
    const depth = requireIntegerInRange(
      requireNumber(ctx.params.maxDepth),
      0,
      100,
      'Invalid input, maxDepth must be between 0 and 100',
    );
    return { result: array.flat(depth) };
  },
});
