import { input, inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';
import { ARRAY_REQUIRED, arrayNode } from './array-node.js';

const index = param.int('index', 'Index', -1, {
  min: -10,
  max: 10,
  description: 'position of the new item; -1 is the end, -2 before the last item',
});

export const arrayInsertItem = arrayNode({
  definitionName: 'arrayInsertItem',
  description: 'A copy of the array with the item inserted at an index (-1 appends).',
  keywords: ['insert', 'splice', 'add'],
  requiredMessage: ARRAY_REQUIRED,
  inputs: [input('item', 'Item', 'inferred'), inputFor(index)],
  parameters: [index],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => {
    const at = Math.trunc(requireNumber(readField(ctx, 'index')));
    // counted from the end, -1 is the position after the last item
    const position = at < 0 ? Math.max(array.length + 1 + at, 0) : at;
    return { result: array.toSpliced(position, 0, ctx.inputs.item) };
  },
});
