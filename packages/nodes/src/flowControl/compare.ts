import { defineNode } from '../shared/define.js';
import { COMPARE_METHODS, compareValues, menuValue, optionsOf } from './comparison.js';

export const compare = defineNode({
  definitionName: 'compare',
  description:
    'Compares two values. equal and notEqual compare content (arrays and objects by value); the ordering methods take two numbers or two strings.',
  category: 'flowControl',
  keywords: ['compare', 'equal', 'less', 'greater', 'condition'],
  inputs: [
    { identifier: 'a', label: 'A', dataType: 'inferred', orderHint: 0 },
    { identifier: 'b', label: 'B', dataType: 'inferred', orderHint: 1 },
  ],
  parameters: [
    {
      name: 'method',
      label: 'Method',
      dataType: 'string',
      defaultValue: 'equal',
      widget: 'menu_single',
      options: optionsOf(COMPARE_METHODS),
      required: true,
    },
  ],
  outputs: [{ identifier: 'result', dataType: 'boolean', label: 'Result' }],
  rule: ({ inputs, params }) => ({
    result: compareValues(menuValue(params.method, COMPARE_METHODS, 'method'), inputs.a, inputs.b),
  }),
});
