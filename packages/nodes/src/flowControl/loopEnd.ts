import { defineNode } from '../shared/define.js';

/** Closes the most recent loopStart. Definition only: the engine collects its iterations. */
export const loopEnd = defineNode({
  definitionName: 'loopEnd',
  description:
    'Ends a loop opened by a loopStart; outputs every iteration result as an array (merge) or the last one (feedback).',
  category: 'flowControl',
  keywords: ['loop', 'end', 'collect'],
  inputs: [{ identifier: 'input', label: 'Iteration result', dataType: 'inferred', required: true }],
  outputs: [{ identifier: 'output', label: 'Output', dataType: 'inferred' }],
});
