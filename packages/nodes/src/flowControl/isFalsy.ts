import { defineNode } from '../shared/define.js';

export const isFalsy = defineNode({
  definitionName: 'isFalsy',
  description: 'True when the input is falsy: false, 0, -0, NaN, empty string, null or undefined.',
  category: 'flowControl',
  keywords: ['falsy', 'truthy', 'empty', 'boolean'],
  inputs: [{ identifier: 'input', label: 'Input', dataType: 'inferred' }],
  outputs: [{ identifier: 'result', label: 'Result', dataType: 'boolean' }],
  rule: ({ inputs }) => ({ result: !inputs.input }),
});
