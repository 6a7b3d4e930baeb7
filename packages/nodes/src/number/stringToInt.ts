import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { INVALID_INPUT, requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';
import { requireRadix } from './radix.js';

const string = param.string('string', 'String', '0');
/** -1 leaves the radix to parseInt (10, or 16 for a 0x prefix) */
const DEFAULT_RADIX = -1;

export const stringToIntNode = defineNode({
  definitionName: 'stringToInt',
  description: 'Parses the leading integer of a text in a radix (parseInt); NaN when there is none.',
  category: 'number',
  keywords: ['parseInt', 'parse', 'integer', 'radix', 'base'],
  inputs: [inputFor(string, { dataType: 'inferred' })],
  parameters: [
    string,
    param.int('radix', 'Radix', DEFAULT_RADIX, {
      min: -1,
      max: 36,
      description: '2 to 36; -1 means default',
    }),
  ],
  outputs: [output('result', 'Result', 'number')],
  rule: (ctx) => {
    const value = readField(ctx, 'string');
    if (typeof value !== 'string' && typeof value !== 'number') throw new NodeRuleError(INVALID_INPUT);
    const radix = requireNumber(ctx.params.radix);
    const text = String(value);
    if (radix !== DEFAULT_RADIX) return { result: Number.parseInt(text, requireRadix(radix)) };
    // biome-ignore lint/correctness/useParseIntRadix: -1 asks for parseInt's own default (10, or 16 after 0x)
    return { result: Number.parseInt(text) };
  },
});
