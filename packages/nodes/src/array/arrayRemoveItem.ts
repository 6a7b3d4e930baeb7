import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';
import { ARRAY_REQUIRED, arrayNode } from './array-node.js';

const index = param.int('index', 'Index', -1, { min: -10, max: 10, description: '-1 is the last item' });

export const arrayRemoveItem = arrayNode({
  definitionName: 'arrayRemoveItem',
  description:
    'A copy of the array without the item at an index (-1: the last one); unchanged past either end.',
  keywords: ['remove', 'delete', 'splice', 'pop'],
  requiredMessage: ARRAY_REQUIRED,
  inputs: [inputFor(index)],
  parameters: [index],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => {
    const at = Math.trunc(requireNumber(readField(ctx, 'index')));
    const position = at < 0 ? array.length + at : at;
    return { result: position < 0 || position >= array.length ? [...array] : array.toSpliced(position, 1) };
  },
});
