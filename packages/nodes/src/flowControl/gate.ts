import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { readMulti } from '../shared/read.js';
import { menuValue, optionsOf } from './comparison.js';

export const GATE_OPERATORS = ['and', 'or', 'xor', 'not', 'nand', 'nor', 'xnor'] as const;
type GateOperator = (typeof GATE_OPERATORS)[number];

/** Logic over any number of inputs; xor is true for an odd count of truthy inputs, not negates the first. */
export function applyGate(operator: GateOperator, values: boolean[]): boolean {
  const all = values.every(Boolean);
  const any = values.some(Boolean);
  const odd = values.filter(Boolean).length % 2 === 1;
  switch (operator) {
    case 'and':
      return all;
    case 'or':
      return any;
    case 'xor':
      return odd;
    case 'not':
      return !values[0];
    case 'nand':
      return !all;
    case 'nor':
      return !any;
    case 'xnor':
      return !odd;
  }
}

export const gate = defineNode({
  definitionName: 'gate',
  description:
    'A logic gate over its inputs (truthy counts as true): and, or, xor (odd number true), not (of the first input), nand, nor, xnor.',
  category: 'flowControl',
  keywords: ['gate', 'logic', 'and', 'or', 'xor', 'not', 'boolean'],
  inputs: [
    { identifier: 'inputs', label: 'Inputs', dataType: 'boolean', isMultiInput: true, minInstances: 1 },
  ],
  parameters: [
    {
      name: 'operator',
      label: 'Operator',
      dataType: 'string',
      defaultValue: 'and',
      widget: 'menu_single',
      options: optionsOf(GATE_OPERATORS),
      required: true,
    },
  ],
  outputs: [{ identifier: 'result', label: 'Result', dataType: 'boolean' }],
  rule: (ctx) => {
    const { params } = ctx;
    const values = readMulti(ctx, 'inputs').map(Boolean);
    if (values.length === 0) throw new NodeRuleError('Invalid input');
    return { result: applyGate(menuValue(params.operator, GATE_OPERATORS, 'operator'), values) };
  },
});
