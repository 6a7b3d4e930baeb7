import vm from 'node:vm';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';
import { fexBinaryExpression } from './fexBinaryExpression.js';
import { fexDeclareVariable } from './fexDeclareVariable.js';
import { fexForLoopEnd } from './fexForLoopEnd.js';
import { fexForLoopStart } from './fexForLoopStart.js';
import { fexFunctionCall } from './fexFunctionCall.js';
import { fexFunctionEnd } from './fexFunctionEnd.js';
import { fexFunctionReturn } from './fexFunctionReturn.js';
import { fexFunctionStart } from './fexFunctionStart.js';
import { fexIdentifier } from './fexIdentifier.js';
import { fexIfElseEnd } from './fexIfElseEnd.js';
import { fexIfElseStart } from './fexIfElseStart.js';
import { fexPlus } from './fexPlus.js';
import { fexSetVariable } from './fexSetVariable.js';
import { print } from './print.testing.js';
import { run } from './run-rule.testing.js';

/**
 * Chains the rules the way wires would: start → declare → for loop → if-else → ends → astToJs,
 * then runs the printed code in a separate V8 context (test only) to check what it computes.
 */
function buildSumOfEvens(): string {
  const start = run(fexFunctionStart, { params: { name: 'sumOfEvens', parameters: 'n' }, id: 'node_fn' });
  const [n] = start.parameters as unknown[];
  const total = run(fexDeclareVariable, {
    inputs: { flow: start.flow, value: 0 },
    params: { name: 'total' },
  });
  const odd = run(fexDeclareVariable, { inputs: { flow: total.flow, value: 0 }, params: { name: 'odd' } });
  const loop = run(fexForLoopStart, { inputs: { flow: odd.flow, to: n }, id: 'node_loop' });
  const remainder = run(fexBinaryExpression, {
    inputs: { left: loop.index, right: 2 },
    params: { operator: '%' },
  });
  const isEven = run(fexBinaryExpression, {
    inputs: { left: remainder.expression, right: 0 },
    params: { operator: '===' },
  });
  const branch = run(fexIfElseStart, {
    inputs: { flow: loop.flow, condition: isEven.expression },
    id: 'node_if',
  });
  const added = run(fexPlus, { inputs: { values: [total.variable, loop.index] } });
  const then = run(fexSetVariable, {
    inputs: { flow: branch.thenFlow, value: added.expression },
    params: { name: 'total' },
  });
  const counted = run(fexPlus, {
    inputs: { values: [run(fexIdentifier, { params: { name: 'odd' } }).identifier, 1] },
  });
  const otherwise = run(fexSetVariable, {
    inputs: { flow: branch.elseFlow, value: counted.expression },
    params: { name: 'odd' },
  });
  const ifEnd = run(fexIfElseEnd, { inputs: { thenFlow: then.flow, elseFlow: otherwise.flow } });
  const loopEnd = run(fexForLoopEnd, { inputs: { flow: ifEnd.flow } });
  const returned = run(fexFunctionReturn, { inputs: { flow: loopEnd.flow, value: total.variable } });
  const fnEnd = run(fexFunctionEnd, { inputs: { flow: returned.flow } });
  const answer = run(fexFunctionCall, { inputs: { function: fnEnd.function, arguments: [10] } });
  const result = run(fexDeclareVariable, {
    inputs: { flow: fnEnd.flow, value: answer.result },
    params: { name: 'answer', kind: 'const' },
  });
  return print(result.flow);
}

describe('a program built by chaining function-builder rules', () => {
  const code = buildSumOfEvens();

  it('prints JavaScript that parses', () => {
    expect(() => parse(code, { ecmaVersion: 'latest', sourceType: 'module' })).not.toThrow();
    expect(code).toContain('function sumOfEvens(n) {');
    expect(code).toContain('for (let i = 0; i < n; i += 1) {');
    expect(code).toContain('if (i % 2 === 0) {');
  });

  it('computes the right value when run', () => {
    const context = vm.createContext({});
    new vm.Script(`${code}\nglobalThis.out = { answer, five: sumOfEvens(5) };`).runInContext(context);
    expect(context.out).toEqual({ answer: 20, five: 6 });
  });
});
