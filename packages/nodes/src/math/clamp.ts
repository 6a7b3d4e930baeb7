import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';

const fields = [
  param.float('number', 'Number', 0),
  param.float('min', 'Min', 0),
  param.float('max', 'Max', 100),
];

export const clamp = defineNode({
  definitionName: 'clamp',
  description: 'Limits a number to the range from min to max.',
  category: 'math',
  keywords: ['limit', 'bound', 'range'],
  inputs: fields.map((p) => inputFor(p)),
  parameters: fields,
  outputs: [output('result', 'Result', 'number')],
  rule: (ctx) => {
    const [x, min, max] = fields.map((p) => requireNumber(readField(ctx, p.name)));
    return { result: Math.min(Math.max(x, min), max) };
  },
});
