import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNamedNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';

const fields = [
  param.float('value', 'Value', 0),
  param.float('originalMin', 'Original min', 0),
  param.float('originalMax', 'Original max', 100),
  param.float('newMin', 'New min', 0),
  param.float('newMax', 'New max', 100),
];

export const remap = defineNode({
  definitionName: 'remap',
  description: 'Maps a value from the original range onto the new range (linearly, without clamping).',
  category: 'math',
  keywords: ['map', 'range', 'scale', 'lerp', 'normalize'],
  inputs: fields.map((p) => inputFor(p)),
  parameters: fields,
  outputs: [output('result', 'Result', 'number')],
  rule: (ctx) => {
    const [value, originalMin, originalMax, newMin, newMax] = fields.map((p) =>
      requireNamedNumber(readField(ctx, p.name), p.name),
    );
    if (originalMin === originalMax)
      throw new NodeRuleError('Invalid input, originalMin and originalMax are the same');
    const t = (value - originalMin) / (originalMax - originalMin);
    return { result: newMin + t * (newMax - newMin) };
  },
});
