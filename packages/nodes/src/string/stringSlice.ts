import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readText } from '../shared/text.js';

const string = param.string('string', 'String');

export const stringSlice = defineNode({
  definitionName: 'stringSlice',
  description:
    'The part of a text from start up to end (negative positions count from the end); end only when useEnd is on.',
  category: 'string',
  keywords: ['slice', 'substring', 'substr', 'cut'],
  inputs: [inputFor(string)],
  parameters: [
    string,
    param.int('start', 'Start', 0, { min: -100, max: 100 }),
    param.int('end', 'End', 0, { min: -20, max: 20, disableWhen: 'not $useEnd' }),
    param.toggle('useEnd', 'Use end'),
  ],
  outputs: [output('result', 'Result', 'string')],
  rule: (ctx) => {
    const text = readText(ctx, 'string');
    const start = requireNumber(ctx.params.start);
    return {
      result: ctx.params.useEnd ? text.slice(start, requireNumber(ctx.params.end)) : text.slice(start),
    };
  },
});
