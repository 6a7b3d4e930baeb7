import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';

export const repeat = defineNode({
  definitionName: 'repeat',
  description:
    'A list of the value repeated times times (below 1: an empty list). An array repeats as a whole (perGroup) or item by item (perElement).',
  category: 'array',
  keywords: ['repeat', 'duplicate', 'fill', 'times'],
  inputs: [input('value', 'Value', 'inferred')],
  parameters: [
    param.int('times', 'Times', 3),
    param.buttons('method', 'Method', ['perGroup', 'perElement'], 'perGroup'),
    param.toggle('flatten', 'Flatten'),
    param.int('depth', 'Depth', 1, { min: 0, max: 100, disableWhen: 'not $flatten' }),
  ],
  outputs: [output('result', 'Result', 'array')],
  rule: (ctx) => {
    const times = Math.max(Math.trunc(requireNumber(ctx.params.times)), 0);
    const value = ctx.inputs.value;
    const copies = (item: unknown) => Array.from({ length: times }, () => item);
    const repeated =
      Array.isArray(value) && ctx.params.method === 'perElement' ? value.map(copies) : copies(value);
    return { result: ctx.params.flatten ? repeated.flat(requireNumber(ctx.params.depth)) : repeated };
  },
});
