import { NodeRuleError } from '@nodeloom/engine';
import type { ArrowFunctionExpression, Expression } from 'estree';
import { array, call, declaration, identifier, member } from './estree.js';
import { toExpression } from './expression.js';
import { assertIdentifier } from './identifier.js';
import { dataInput, dataOutput, defineFexNode, flowInput, flowOutput, stringParam } from './io.js';
import { appendStatement, readState } from './state.js';

function arrow(param: string, body: Expression): ArrowFunctionExpression {
  return {
    type: 'ArrowFunctionExpression',
    params: [identifier(param)],
    body,
    expression: true,
    async: false,
    generator: false,
  };
}

/**
 * Waits for a promise and keeps both outcomes, so the code after it never throws:
 * const [result, error] = await Promise.resolve(p).then((value) => [value, undefined], (reason) => [undefined, reason]);
 */
export const fexPromise = defineFexNode({
  definitionName: 'fexPromise',
  description:
    'Awaits a promise and declares its result and its error (one of them undefined). Use it inside an async function.',
  keywords: ['promise', 'await', 'async', 'result', 'error'],
  inputs: [flowInput(), dataInput('promise', 'Promise', { required: true })],
  parameters: [
    stringParam('resultName', 'Result name', 'result', 0),
    stringParam('errorName', 'Error name', 'error', 1),
  ],
  outputs: [flowOutput(), dataOutput('result', 'Result'), dataOutput('error', 'Error')],
  rule: ({ inputs, params }) => {
    const state = readState(inputs.flow, 'flow');
    const resultName = assertIdentifier(params.resultName);
    const errorName = assertIdentifier(params.errorName);
    if (resultName === errorName) throw new NodeRuleError('Result name and error name must differ');
    const resolved = call(member(identifier('Promise'), identifier('resolve'), false), [
      toExpression(inputs.promise, 'promise'),
    ]);
    const settled = call(member(resolved, identifier('then'), false), [
      arrow('value', array([identifier('value'), identifier('undefined')])),
      arrow('reason', array([identifier('undefined'), identifier('reason')])),
    ]);
    const statement = declaration(
      'const',
      { type: 'ArrayPattern', elements: [identifier(resultName), identifier(errorName)] },
      { type: 'AwaitExpression', argument: settled },
    );
    return {
      flow: appendStatement(state, statement),
      result: identifier(resultName),
      error: identifier(errorName),
    };
  },
});
