import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readText } from '../shared/text.js';

const string = param.string('string', 'String');

export const stringPad = defineNode({
  definitionName: 'stringPad',
  description: 'Pads a text with a pad string at its start or end until it reaches a length.',
  category: 'string',
  keywords: ['pad', 'padStart', 'padEnd', 'leading zeros'],
  inputs: [inputFor(string)],
  parameters: [
    string,
    param.string('padString', 'Pad string', '0'),
    param.int('length', 'Length', 4, { min: 0 }),
    param.buttons('location', 'Location', ['start', 'end'], 'start'),
  ],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => {
    const text = readText(ctx, 'string');
    const length = requireNumber(ctx.params.length);
    const padString = String(ctx.params.padString ?? '');
    return {
      result:
        ctx.params.location === 'end' ? text.padEnd(length, padString) : text.padStart(length, padString),
    };
  },
});
