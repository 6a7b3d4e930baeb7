import { NodeRuleError } from '@nodeloom/engine';
import type { VariableDeclaration } from 'estree';
import { declaration, identifier } from './estree.js';
import { toExpression } from './expression.js';
import { assertIdentifier } from './identifier.js';
import { dataInput, dataOutput, defineFexNode, flowInput, flowOutput, menuParam, stringParam } from './io.js';
import { appendStatement, readState } from './state.js';

export const DECLARATION_KINDS = ['let', 'const', 'var'] as const;

export const fexDeclareVariable = defineFexNode({
  definitionName: 'fexDeclareVariable',
  description: 'Declares a variable (let, const or var), optionally with a starting value.',
  keywords: ['variable', 'declare', 'let', 'const', 'var'],
  inputs: [flowInput(), dataInput('value', 'Value')],
  parameters: [
    stringParam('name', 'Name', 'value', 0),
    menuParam('kind', 'Kind', DECLARATION_KINDS, 'let', 1),
  ],
  outputs: [flowOutput(), dataOutput('variable', 'Variable')],
  rule: ({ inputs, params, connected }) => {
    const state = readState(inputs.flow, 'flow');
    const name = assertIdentifier(params.name);
    const kind = String(params.kind);
    if (!(DECLARATION_KINDS as readonly string[]).includes(kind))
      throw new NodeRuleError(`Invalid kind: ${kind}`);
    if (kind === 'const' && !connected.value) throw new NodeRuleError('A const declaration needs a value');
    const init = connected.value ? toExpression(inputs.value, 'value') : null;
    const statement = declaration(kind as VariableDeclaration['kind'], identifier(name), init);
    return { flow: appendStatement(state, statement), variable: identifier(name) };
  },
});
