import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { readMulti } from '../shared/read.js';

/** Spec 2 §3: "switchInput (index 0 to 10)". */
export const SWITCH_INDEX_MIN = 0;
export const SWITCH_INDEX_MAX = 10;

export const switchInput = defineNode({
  definitionName: 'switchInput',
  description: 'Outputs the input at the chosen index (0 is the first connected input).',
  category: 'flowControl',
  keywords: ['switch', 'input', 'select', 'index', 'pick'],
  inputs: [
    { identifier: 'inputs', label: 'Inputs', dataType: 'inferred', isMultiInput: true, minInstances: 1 },
  ],
  parameters: [
    {
      name: 'index',
      label: 'Index',
      dataType: 'number',
      defaultValue: 0,
      widget: 'int',
      min: SWITCH_INDEX_MIN,
      max: SWITCH_INDEX_MAX,
    },
  ],
  outputs: [{ identifier: 'output', label: 'Output', dataType: 'inferred' }],
  rule: (ctx) => {
    const { params, warn } = ctx;
    const index = params.index;
    if (typeof index !== 'number' || !Number.isInteger(index)) {
      throw new NodeRuleError('Invalid index, it is not an integer');
    }
    if (index < SWITCH_INDEX_MIN || index > SWITCH_INDEX_MAX) {
      throw new NodeRuleError(`Index must be between ${SWITCH_INDEX_MIN} and ${SWITCH_INDEX_MAX}`);
    }
    const values = readMulti(ctx, 'inputs');
    if (index >= values.length) warn(`No input connected at index ${index}`);
    return { output: values[index] };
  },
});
