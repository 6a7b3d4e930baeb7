import { describe, expect, it } from 'vitest';
import { binary, identifier } from './estree.js';
import { fexDeclareVariable } from './fexDeclareVariable.js';
import { fexForLoopEnd } from './fexForLoopEnd.js';
import { fexForLoopStart } from './fexForLoopStart.js';
import { fexIfElseEnd } from './fexIfElseEnd.js';
import { fexIfElseStart } from './fexIfElseStart.js';
import { fexSetVariable } from './fexSetVariable.js';
import { fexTryCatchEnd } from './fexTryCatchEnd.js';
import { fexTryCatchStart } from './fexTryCatchStart.js';
import { print } from './print.testing.js';
import { run } from './run-rule.testing.js';
import { type BuilderState, emptyState } from './state.js';

const oneLine = (code: string) => code.replace(/\s+/g, ' ').trim();
const declare = (name: string, value: unknown, flow?: unknown) =>
  run(fexDeclareVariable, { inputs: { ...(flow ? { flow } : {}), value }, params: { name } }).flow;

describe('fexDeclareVariable and fexSetVariable', () => {
  it('start a program when the flow is unconnected and append in order', () => {
    const a = declare('a', 1);
    const set = run(fexSetVariable, { inputs: { flow: a, value: 2 }, params: { name: 'a' } });
    expect(oneLine(print(set.flow))).toBe('let a = 1; a = 2;');
    expect(set.variable).toEqual(identifier('a'));
  });

  it('default to let value with no initial value; refuse a const without value and bad names', () => {
    expect(print(run(fexDeclareVariable).flow).trim()).toBe('let value;');
    expect(() => run(fexDeclareVariable, { params: { kind: 'const' } })).toThrow(
      'A const declaration needs a value',
    );
    expect(() => run(fexDeclareVariable, { params: { name: 'new' } })).toThrow('Invalid identifier: new');
    expect(() => run(fexDeclareVariable, { params: { kind: 'static' } })).toThrow('Invalid kind: static');
    expect(() => run(fexSetVariable, { inputs: { value: 1 }, params: { name: '1x' } })).toThrow(
      'Invalid identifier: 1x',
    );
  });

  it('never change the state they were given', () => {
    const a = declare('a', 1) as BuilderState;
    const before = structuredClone(a);
    declare('b', 2, a);
    expect(a).toEqual(before);
  });

  it('refuse a flow input that is not a builder state', () => {
    expect(() => run(fexDeclareVariable, { inputs: { flow: 'code' } })).toThrow('Invalid flow: flow');
  });
});

describe('for loop blocks', () => {
  it('build for (let i = 0; i < 10; i += 1) with index name i by default', () => {
    const start = run(fexForLoopStart, { id: 'loop' });
    expect(start.index).toEqual(identifier('i'));
    const body = run(fexSetVariable, {
      inputs: { flow: start.flow, value: start.index },
      params: { name: 'last' },
    }).flow;
    const end = run(fexForLoopEnd, { inputs: { flow: body } }).flow as BuilderState;
    expect(oneLine(print(end))).toBe('for (let i = 0; i < 10; i += 1) { last = i; }');
  });

  it('count down with a negative step and take bounds from inputs', () => {
    const start = run(fexForLoopStart, {
      inputs: { from: identifier('n'), to: 0 },
      params: { indexName: 'k', step: -2 },
    });
    const end = run(fexForLoopEnd, { inputs: { flow: start.flow } }).flow;
    expect(oneLine(print(end))).toBe('for (let k = n; k > 0; k += -2) {}');
    expect(() => run(fexForLoopStart, { params: { step: 0 } })).toThrow(
      'Invalid step, it must be a non-zero number',
    );
    expect(() => run(fexForLoopStart, { params: { indexName: 'for' } })).toThrow('Invalid identifier: for');
  });

  it('increase the depth counter when a loop ends', () => {
    const start = run(fexForLoopStart);
    const end = run(fexForLoopEnd, { inputs: { flow: start.flow } }).flow as BuilderState;
    expect((start.flow as BuilderState).depth).toBe(0);
    expect(end.depth).toBe(1);
  });

  it("an end with no loop open: 'Could not find matching forLoop block'", () => {
    expect(() => run(fexForLoopEnd, { inputs: { flow: emptyState() } })).toThrow(
      'Could not find matching forLoop block',
    );
  });

  it("an end while a later block is open: 'Expected forLoop block from stack'", () => {
    const loop = run(fexForLoopStart, { id: 'loop' }).flow;
    const branch = run(fexIfElseStart, { inputs: { flow: loop, condition: true }, id: 'if' }).thenFlow;
    expect(() => run(fexForLoopEnd, { inputs: { flow: branch } })).toThrow(
      'Expected forLoop block from stack',
    );
  });
});

describe('if-else blocks', () => {
  const condition = binary('>', identifier('x'), { type: 'Literal', value: 0 });

  it('build both branches', () => {
    const start = run(fexIfElseStart, { inputs: { condition }, id: 'if' });
    const thenFlow = declare('sign', 1, start.thenFlow);
    const otherwise = declare('sign', -1, start.elseFlow);
    const end = run(fexIfElseEnd, { inputs: { thenFlow, elseFlow: otherwise } }).flow;
    expect(oneLine(print(end))).toBe('if (x > 0) { let sign = 1; } else { let sign = -1; }');
  });

  it('leave out an unconnected or empty else, and tell crossed branches apart', () => {
    const start = run(fexIfElseStart, { inputs: { condition }, id: 'if' });
    expect(
      oneLine(print(run(fexIfElseEnd, { inputs: { thenFlow: declare('a', 1, start.thenFlow) } }).flow)),
    ).toBe('if (x > 0) { let a = 1; }');
    const crossed = run(fexIfElseEnd, {
      inputs: { thenFlow: declare('b', 2, start.elseFlow), elseFlow: start.thenFlow },
    }).flow;
    expect(oneLine(print(crossed))).toBe('if (x > 0) {} else { let b = 2; }');
  });

  it("refuse branches of two different if-else starts: 'Could not find matching ifElse block'", () => {
    const one = run(fexIfElseStart, { inputs: { condition }, id: 'one' });
    const two = run(fexIfElseStart, { inputs: { condition }, id: 'two' });
    expect(() => run(fexIfElseEnd, { inputs: { thenFlow: one.thenFlow, elseFlow: two.elseFlow } })).toThrow(
      'Could not find matching ifElse block',
    );
    expect(() => run(fexIfElseEnd, { inputs: { thenFlow: one.thenFlow, elseFlow: one.thenFlow } })).toThrow(
      'Could not find matching ifElse block',
    );
  });

  it("'Expected ifElse block from stack' when a loop inside a branch is still open", () => {
    const start = run(fexIfElseStart, { inputs: { condition }, id: 'if' });
    const loop = run(fexForLoopStart, { inputs: { flow: start.thenFlow }, id: 'loop' }).flow;
    expect(() => run(fexIfElseEnd, { inputs: { thenFlow: loop } })).toThrow(
      'Expected ifElse block from stack',
    );
  });
});

describe('try-catch blocks', () => {
  it('catch with the error name, error by default', () => {
    const start = run(fexTryCatchStart, { id: 'try' });
    expect(start.error).toEqual(identifier('error'));
    const tried = declare('a', identifier('b'), start.try);
    const caught = run(fexSetVariable, {
      inputs: { flow: start.catch, value: start.error },
      params: { name: 'failure' },
    }).flow;
    const end = run(fexTryCatchEnd, { inputs: { try: tried, catch: caught } }).flow;
    expect(oneLine(print(end))).toBe('try { let a = b; } catch (error) { failure = error; }');
  });

  it('an unconnected catch ignores the error; mismatches are refused', () => {
    const start = run(fexTryCatchStart, { params: { errorName: 'e' } });
    expect(oneLine(print(run(fexTryCatchEnd, { inputs: { try: start.try } }).flow))).toBe(
      'try {} catch (e) {}',
    );
    expect(() => run(fexTryCatchEnd, { inputs: { try: emptyState() } })).toThrow(
      'Could not find matching tryCatch block',
    );
    const loop = run(fexForLoopStart, { inputs: { flow: start.try } }).flow;
    expect(() => run(fexTryCatchEnd, { inputs: { try: loop } })).toThrow(
      'Expected tryCatch block from stack',
    );
    expect(() => run(fexTryCatchStart, { params: { errorName: 'catch' } })).toThrow(
      'Invalid identifier: catch',
    );
  });
});

describe('printing an unfinished program', () => {
  it('names the block still open', () => {
    expect(() => print(run(fexForLoopStart).flow)).toThrow('Unclosed forLoop block');
    expect(() => print(42)).toThrow('Invalid input');
  });
});
