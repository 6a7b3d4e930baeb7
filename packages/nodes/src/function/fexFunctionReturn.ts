import { NodeRuleError } from '@nodeloom/engine';
import { toExpression } from './expression.js';
import { dataInput, defineFexNode, flowInput, flowOutput } from './io.js';
import { appendStatement, readState } from './state.js';

export const fexFunctionReturn = defineFexNode({
  definitionName: 'fexFunctionReturn',
  description: 'Returns from the enclosing function, with a value when one is connected.',
  keywords: ['function', 'return', 'result'],
  inputs: [flowInput('flow', 'Flow', true), dataInput('value', 'Value')],
  outputs: [flowOutput()],
  rule: ({ inputs, connected }) => {
    const state = readState(inputs.flow, 'flow');
    // a return outside a function does not parse
    if (!state.stack.some((b) => b.kind === 'function'))
      throw new NodeRuleError('Could not find matching function block');
    const argument = connected.value ? toExpression(inputs.value, 'value') : null;
    return { flow: appendStatement(state, { type: 'ReturnStatement', argument }) };
  },
});
