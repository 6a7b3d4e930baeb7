import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';
import { arrayNode } from './array-node.js';

const index = param.int('index', 'Index', 0, { description: 'negative counts from the end' });

export const arrayGetElement = arrayNode({
  definitionName: 'arrayGetElement',
  description: 'The item at an index (negative counts from the end); undefined past either end.',
  keywords: ['get', 'item', 'element', 'at', 'index'],
  inputs: [inputFor(index)],
  parameters: [index],
  outputs: [output('result', 'Result', 'inferred')],
  compute: (array, ctx) => ({ result: array.at(Math.trunc(requireNumber(readField(ctx, 'index')))) }),
});
