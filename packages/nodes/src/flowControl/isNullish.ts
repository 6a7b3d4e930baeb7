import { defineNode } from '../shared/define.js';

export const isNullish = defineNode({
  definitionName: 'isNullish',
  description: 'True when the input is null or undefined (an unconnected input counts as undefined).',
  category: 'flowControl',
  keywords: ['nullish', 'null', 'undefined', 'missing'],
  inputs: [{ identifier: 'input', label: 'Input', dataType: 'inferred' }],
  outputs: [{ identifier: 'result', label: 'Result', dataType: 'boolean' }],
  rule: ({ inputs }) => ({ result: inputs.input === null || inputs.input === undefined }),
});
