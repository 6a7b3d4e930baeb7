import { describe, expect, it } from 'vitest';
import { identifier } from './estree.js';
import { fexForLoopStart } from './fexForLoopStart.js';
import { fexFunctionCall } from './fexFunctionCall.js';
import { fexFunctionEnd } from './fexFunctionEnd.js';
import { fexFunctionReturn } from './fexFunctionReturn.js';
import { fexFunctionStart } from './fexFunctionStart.js';
import { fexPromise } from './fexPromise.js';
import { FUNCTION_FROM_STRING_DEFAULT, functionFromString } from './functionFromString.js';
import { print } from './print.testing.js';
import { run, runAsync } from './run-rule.testing.js';
import type { BuilderState } from './state.js';

const oneLine = (code: string) => code.replace(/\s+/g, ' ').trim();

describe('function blocks', () => {
  it('declare a function with parameters, a return, and count the depth', () => {
    const start = run(fexFunctionStart, { params: { name: 'twice', parameters: ' n , unit' } });
    expect(start.parameters).toEqual([identifier('n'), identifier('unit')]);
    const returned = run(fexFunctionReturn, { inputs: { flow: start.flow, value: identifier('n') } }).flow;
    const end = run(fexFunctionEnd, { inputs: { flow: returned } });
    expect(oneLine(print(end.flow))).toBe('function twice(n, unit) { return n; }');
    expect(end.function).toEqual(identifier('twice'));
    expect((end.flow as BuilderState).depth).toBe(1);
  });

  it('are async on request, main() with no parameters by default', () => {
    const start = run(fexFunctionStart, { params: { async: true } });
    expect(oneLine(print(run(fexFunctionEnd, { inputs: { flow: start.flow } }).flow))).toBe(
      'async function main() {}',
    );
  });

  it('refuse bad or duplicate names and mismatched ends', () => {
    expect(() => run(fexFunctionStart, { params: { name: 'if' } })).toThrow('Invalid identifier: if');
    expect(() => run(fexFunctionStart, { params: { parameters: 'a, 2b' } })).toThrow(
      'Invalid identifier: 2b',
    );
    expect(() => run(fexFunctionStart, { params: { parameters: 'a, a' } })).toThrow(
      'Duplicate parameter name: a',
    );
    const loop = run(fexForLoopStart, { inputs: { flow: run(fexFunctionStart).flow } }).flow;
    expect(() => run(fexFunctionEnd, { inputs: { flow: loop } })).toThrow(
      'Expected function block from stack',
    );
    expect(() => run(fexFunctionReturn, { inputs: { flow: run(fexForLoopStart).flow } })).toThrow(
      'Could not find matching function block',
    );
  });
});

describe('fexFunctionCall', () => {
  it('calls a dotted name with arguments, as a statement and as an expression', () => {
    const result = run(fexFunctionCall, {
      inputs: { arguments: ['hi', identifier('x')] },
      params: { name: 'console.log' },
    });
    expect(print(result.result)).toBe('console.log("hi", x)');
    expect(print(result.flow).trim()).toBe('console.log("hi", x);');
  });

  it('calls a connected function and can await it', () => {
    const result = run(fexFunctionCall, {
      inputs: { function: identifier('load') },
      params: { await: true },
    });
    expect(print(result.result)).toBe('await load()');
  });

  it('refuses an invalid name', () => {
    expect(() => run(fexFunctionCall, { params: { name: 'a.b c' } })).toThrow('Invalid identifier: b c');
    expect(() => run(fexFunctionCall, { params: { name: 'class.x' } })).toThrow('Invalid identifier: class');
  });
});

describe('fexPromise', () => {
  it('awaits into result and error by default', () => {
    const result = run(fexPromise, { inputs: { promise: identifier('request') } });
    expect(result.result).toEqual(identifier('result'));
    expect(result.error).toEqual(identifier('error'));
    expect(oneLine(print(result.flow))).toBe(
      'const [result, error] = await Promise.resolve(request).then(value => [value, undefined], reason => [undefined, reason]);',
    );
  });

  it('checks both names', () => {
    expect(() => run(fexPromise, { inputs: { promise: 1 }, params: { errorName: 'result' } })).toThrow(
      'Result name and error name must differ',
    );
    expect(() => run(fexPromise, { inputs: { promise: 1 }, params: { resultName: 'a b' } })).toThrow(
      'Invalid identifier: a b',
    );
  });
});

describe('functionFromString', () => {
  it('parses the default source into a flow and its first function', async () => {
    const result = await runAsync(functionFromString);
    expect(oneLine(print(result.flow))).toBe(oneLine(FUNCTION_FROM_STRING_DEFAULT));
    expect(oneLine(print(result.function))).toBe('function add(a, b) { return a + b; }');
  });

  it('takes an arrow function as the function', async () => {
    const result = await runAsync(functionFromString, { params: { code: 'const k = 2;\n(x) => x * k;' } });
    expect(print(result.function)).toBe('x => x * k');
  });

  it('reports parse errors with the parser message', async () => {
    await expect(runAsync(functionFromString, { params: { code: 'function (' } })).rejects.toThrow(
      /^Invalid code: Unexpected token/,
    );
  });
});
