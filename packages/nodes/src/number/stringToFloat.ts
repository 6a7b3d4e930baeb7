import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';

const string = param.string('string', 'String', '0');

export const stringToFloatNode = defineNode({
  definitionName: 'stringToFloat',
  description: 'Parses the leading decimal number of a text (parseFloat); NaN when there is none.',
  category: 'number',
  keywords: ['parseFloat', 'parse', 'float', 'number'],
  inputs: [inputFor(string, { dataType: 'inferred' })],
  parameters: [string],
  outputs: [output('result', 'Result', 'number')],
  rule: (ctx) => {
    const value = readField(ctx, 'string');
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new NodeRuleError('Invalid input type, cannot parse to float');
    return { result: Number.parseFloat(String(value)) };
  },
});
