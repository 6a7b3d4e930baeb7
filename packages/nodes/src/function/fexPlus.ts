import { NodeRuleError } from '@nodeloom/engine';
import { binary } from './estree.js';
import { toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, multiInput } from './io.js';

export const fexPlus = defineFexNode({
  definitionName: 'fexPlus',
  description: 'Adds (or concatenates) its inputs in order with +.',
  keywords: ['plus', 'add', 'sum'],
  inputs: [dataInput('values', 'Values', { required: true, multi: true, minInstances: 1 })],
  outputs: [dataOutput('expression', 'Expression')],
  rule: ({ inputs }) => {
    const given = multiInput(inputs.values);
    if (given.length === 0) throw new NodeRuleError('Invalid input');
    const values = given.map((v, i) => toExpression(v, `values[${i}]`));
    return { expression: values.reduce((sum, value) => binary('+', sum, value)) };
  },
});
