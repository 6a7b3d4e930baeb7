import { expressionStatement, identifier } from './estree.js';
import { toExpression } from './expression.js';
import { assertIdentifier } from './identifier.js';
import { dataInput, dataOutput, defineFexNode, flowInput, flowOutput, stringParam } from './io.js';
import { appendStatement, readState } from './state.js';

export const fexSetVariable = defineFexNode({
  definitionName: 'fexSetVariable',
  description: 'Assigns a new value to a declared variable.',
  keywords: ['variable', 'set', 'assign'],
  inputs: [flowInput(), dataInput('value', 'Value', { required: true })],
  parameters: [stringParam('name', 'Name', 'value', 0)],
  outputs: [flowOutput(), dataOutput('variable', 'Variable')],
  rule: ({ inputs, params }) => {
    const state = readState(inputs.flow, 'flow');
    const name = assertIdentifier(params.name);
    const statement = expressionStatement({
      type: 'AssignmentExpression',
      operator: '=',
      left: identifier(name),
      right: toExpression(inputs.value, 'value'),
    });
    return { flow: appendStatement(state, statement), variable: identifier(name) };
  },
});
