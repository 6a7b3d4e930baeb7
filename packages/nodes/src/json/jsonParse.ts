import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readText } from '../shared/text.js';

const string = param.multiline('string', 'JSON');

export const jsonParse = defineNode({
  definitionName: 'jsonParse',
  description: 'The value a JSON text describes; empty text gives null.',
  category: 'json',
  keywords: ['json', 'parse', 'decode', 'deserialize'],
  inputs: [inputFor(string)],
  parameters: [string],
  outputs: [output('value', 'Value', 'inferred')],
  rule: (ctx) => {
    const text = readText(ctx, 'string');
    if (text.trim() === '') return { value: null };
    try {
      return { value: JSON.parse(text) };
    } catch (error) {
      throw new NodeRuleError(`Invalid input, string is not valid JSON: ${(error as Error).message}`);
    }
  },
});
