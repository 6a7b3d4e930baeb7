import { defineNode } from '../shared/define.js';
import { readMulti } from '../shared/read.js';

export const runSequential = defineNode({
  definitionName: 'runSequential',
  description:
    'Runs its connected inputs one after another in connection order, never at the same time, and outputs their results as an array in that order.',
  category: 'flowControl',
  keywords: ['sequence', 'sequential', 'order', 'serial', 'then'],
  async: true,
  inputs: [
    { identifier: 'inputs', label: 'Inputs', dataType: 'inferred', isMultiInput: true, minInstances: 1 },
  ],
  outputs: [{ identifier: 'output', label: 'Results', dataType: 'array' }],
  rule: (ctx) => ({ output: readMulti(ctx, 'inputs') }),
});
