import { NodeRuleError } from '@nodeloom/engine';
import type { BinaryExpression } from 'estree';
import { binary } from './estree.js';
import { toExpression } from './expression.js';
import { dataInput, dataOutput, defineFexNode, menuParam } from './io.js';

/** Spec 2 §3: binary expression operators. */
export const BINARY_OPERATORS = ['+', '-', '*', '/', '===', '!==', '>', '>=', '<', '<=', '%', '**'] as const;

export const fexBinaryExpression = defineFexNode({
  definitionName: 'fexBinaryExpression',
  description: 'Combines two expressions with an operator: arithmetic, comparison, remainder or power.',
  keywords: ['binary', 'operator', 'compare', 'arithmetic'],
  inputs: [dataInput('left', 'Left', { required: true }), dataInput('right', 'Right', { required: true })],
  parameters: [menuParam('operator', 'Operator', BINARY_OPERATORS, '+', 0)],
  outputs: [dataOutput('expression', 'Expression')],
  rule: ({ inputs, params }) => {
    const operator = String(params.operator);
    if (!(BINARY_OPERATORS as readonly string[]).includes(operator)) {
      throw new NodeRuleError(`Invalid operator: ${operator}`);
    }
    return {
      expression: binary(
        operator as BinaryExpression['operator'],
        toExpression(inputs.left, 'left'),
        toExpression(inputs.right, 'right'),
      ),
    };
  },
});
