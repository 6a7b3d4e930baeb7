import { defineNode } from '../shared/define.js';
import { honourEscapes } from '../shared/escapes.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readText } from '../shared/text.js';

const string = param.string('string', 'String');

export const stringSplit = defineNode({
  definitionName: 'stringSplit',
  description:
    'Splits a text at each separator (\\n and \\t honoured) into a list, keeping at most limit parts (-1: all).',
  category: 'string',
  keywords: ['split', 'explode', 'tokens', 'lines'],
  inputs: [inputFor(string)],
  parameters: [
    string,
    param.string('separator', 'Separator', ','),
    param.int('limit', 'Limit', -1, { min: -1 }),
  ],
  outputs: [output('result', 'Result', 'array')],
  rule: (ctx) => {
    const parts = readText(ctx, 'string').split(honourEscapes(String(ctx.params.separator ?? '')));
    const limit = requireNumber(ctx.params.limit);
    return { result: limit < 0 ? parts : parts.slice(0, limit) };
  },
});
