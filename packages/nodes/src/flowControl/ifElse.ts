import { defineNode } from '../shared/define.js';

export const ifElse = defineNode({
  definitionName: 'ifElse',
  description: 'Outputs the "if true" input when the condition is truthy, otherwise the "if false" input.',
  category: 'flowControl',
  keywords: ['if', 'else', 'condition', 'branch', 'ternary'],
  inputs: [
    { identifier: 'condition', label: 'Condition', dataType: 'boolean', required: true, orderHint: 0 },
    { identifier: 'ifTrue', label: 'If true', dataType: 'inferred', orderHint: 1 },
    { identifier: 'ifFalse', label: 'If false', dataType: 'inferred', orderHint: 2 },
  ],
  outputs: [{ identifier: 'output', label: 'Output', dataType: 'inferred' }],
  rule: ({ inputs }) => ({ output: inputs.condition ? inputs.ifTrue : inputs.ifFalse }),
});
