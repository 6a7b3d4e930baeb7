import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { multiInput, output } from '../shared/node-builder.js';
import { INVALID_INPUT } from '../shared/numbers.js';
import { readMulti } from '../shared/read.js';

export const arrayConcat = defineNode({
  definitionName: 'arrayConcat',
  description: 'Joins the wired arrays into one, in wire order.',
  category: 'array',
  keywords: ['concat', 'join', 'combine', 'merge'],
  inputs: [multiInput('arrays', 'Arrays', 'array', 0)],
  outputs: [output('result', 'Result', 'array')],
  rule: (ctx) => {
    const arrays = readMulti(ctx, 'arrays');
    // spec 2 §8: 'arrays is required' (arrayConcat)
    if (arrays.length === 0) throw new NodeRuleError('arrays is required');
    if (!arrays.every(Array.isArray)) throw new NodeRuleError(INVALID_INPUT);
    return { result: (arrays as unknown[][]).flat(1) };
  },
});
