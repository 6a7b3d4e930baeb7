import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';
import { readKey } from './key.js';

const key = param.string('key', 'Key');
const value = param.string('value', 'Value');

export const keyValuePair = defineNode({
  definitionName: 'keyValuePair',
  description: 'An object of one key and its value, to wire into createObject or objectMerge.',
  category: 'object',
  keywords: ['key', 'value', 'pair', 'entry', 'property'],
  inputs: [inputFor(key), inputFor(value, { dataType: 'inferred' })],
  parameters: [key, value],
  outputs: [output('pair', 'Pair', 'object')],
  rule: (ctx) => ({ pair: { [readKey(ctx)]: readField(ctx, 'value') } }),
});
