import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

const string = param.string('string', 'String');

export const stringLength = defineNode({
  definitionName: 'stringLength',
  description: 'The number of characters (UTF-16 code units) of a text.',
  category: 'string',
  keywords: ['length', 'count', 'size'],
  inputs: [inputFor(string)],
  parameters: [string],
  outputs: [output('result', 'Result', 'number')],
  rule: (ctx) => ({ result: readText(ctx, 'string').length }),
});
