import { NodeRuleError } from '@nodeloom/engine';
import type { Expression } from 'estree';
import { call, expressionStatement, identifier, member } from './estree.js';
import { toExpression } from './expression.js';
import { assertIdentifier, isValidPropertyName } from './identifier.js';
import {
  dataInput,
  dataOutput,
  defineFexNode,
  flowInput,
  flowOutput,
  multiInput,
  stringParam,
} from './io.js';
import { appendStatement, readState } from './state.js';

/** 'console.log' → console.log: a declared name followed by property names. */
function calleeFromPath(path: string): Expression {
  const [head, ...rest] = path.split('.');
  return rest.reduce<Expression>(
    (object, name) => {
      if (!isValidPropertyName(name)) throw new NodeRuleError(`Invalid identifier: ${name}`);
      return member(object, identifier(name), false);
    },
    identifier(assertIdentifier(head)),
  );
}

export const fexFunctionCall = defineFexNode({
  definitionName: 'fexFunctionCall',
  description:
    'Calls a function with arguments. With a flow the call becomes a statement; the result output is the call itself.',
  keywords: ['function', 'call', 'invoke'],
  inputs: [
    flowInput(),
    dataInput('function', 'Function', { description: 'The function to call; overrides the name' }),
    dataInput('arguments', 'Arguments', { multi: true }),
  ],
  parameters: [
    {
      ...stringParam('name', 'Name', 'main', 0),
      description: 'A function name, or a dotted path like console.log',
    },
    { name: 'await', label: 'Await', dataType: 'boolean', defaultValue: false, widget: 'toggle', order: 1 },
  ],
  outputs: [flowOutput(), dataOutput('result', 'Result')],
  rule: ({ inputs, params, connected }) => {
    const state = readState(inputs.flow, 'flow');
    const callee = connected.function
      ? toExpression(inputs.function, 'function')
      : calleeFromPath(String(params.name ?? ''));
    const args = multiInput(inputs.arguments).map((arg, i) => toExpression(arg, `arguments[${i}]`));
    const invocation = call(callee, args);
    const result: Expression = params.await ? { type: 'AwaitExpression', argument: invocation } : invocation;
    return { flow: appendStatement(state, expressionStatement(result)), result };
  },
});
