import { toExpression } from './expression.js';
import { dataInput, defineFexNode, flowInput, flowOutput } from './io.js';
import { openBlock, readState } from './state.js';

export const fexIfElseStart = defineFexNode({
  definitionName: 'fexIfElseStart',
  description:
    'Opens an if-else: nodes after "then" run when the condition holds, nodes after "else" otherwise, until fexIfElseEnd.',
  keywords: ['if', 'else', 'condition', 'branch', 'block'],
  inputs: [flowInput(), dataInput('condition', 'Condition', { required: true })],
  outputs: [
    flowOutput('thenFlow', 'Then', 'Code run when the condition holds'),
    flowOutput('elseFlow', 'Else', 'Code run otherwise'),
  ],
  rule: ({ inputs, node }) => {
    const state = readState(inputs.flow, 'flow');
    const test = toExpression(inputs.condition, 'condition');
    return {
      thenFlow: openBlock(state, { kind: 'ifElse', id: node.id, branch: 'then', test, body: [] }),
      elseFlow: openBlock(state, { kind: 'ifElse', id: node.id, branch: 'else', test, body: [] }),
    };
  },
});
