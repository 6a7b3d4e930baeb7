import { defineNode } from '../shared/define.js';

/** Does nothing: an anchor that takes any input and produces no output, so it needs no rule. */
export const noOp = defineNode({
  definitionName: 'noOp',
  description: 'Does nothing: accepts any input and produces no output.',
  category: 'flowControl',
  keywords: ['noop', 'nothing', 'placeholder'],
  inputs: [{ identifier: 'input', label: 'Input', dataType: 'inferred' }],
});
