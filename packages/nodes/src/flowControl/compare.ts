import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { COMPARE_METHODS, compareValues, menuValue } from './comparison.js';

export const compare = defineNode({
  definitionName: 'compare',
  description:
    'Compares two values. equal and notEqual compare content (arrays and objects by value); the ordering methods take two numbers or two strings.',
  category: 'flowControl',
  keywords: ['compare', 'equal', 'less', 'greater', 'condition'],
  inputs: [input('a', 'A', 'inferred'), input('b', 'B', 'inferred')],
  parameters: [param.menu('method', 'Method', COMPARE_METHODS, 'equal', { required: true })],
  outputs: [output('result', 'Result', 'boolean')],
  rule: ({ inputs, params }) => ({
    result: compareValues(menuValue(params.method, COMPARE_METHODS, 'method'), inputs.a, inputs.b),
  }),
});
