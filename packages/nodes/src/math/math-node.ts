import { type NodeModule, NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, multiInput, output, param } from '../shared/node-builder.js';
import { INVALID_INPUT, requireNumber } from '../shared/numbers.js';
import { readField, readMulti } from '../shared/read.js';

const CATEGORY = 'math';
const result = output('result', 'Result', 'number');

interface MathNodeText {
  definitionName: string;
  description: string;
  keywords: string[];
}

/** A math node of one number: input `number` (falls back to the param of the same name). */
export function unaryMathNode(text: MathNodeText, compute: (x: number) => number): NodeModule {
  const number = param.float('number', 'Number', 0);
  return defineNode({
    ...text,
    category: CATEGORY,
    inputs: [inputFor(number)],
    parameters: [number],
    outputs: [result],
    rule: (ctx) => ({ result: compute(requireNumber(readField(ctx, 'number'))) }),
  });
}

/** A math node of two named numbers, each an input falling back to its param. */
export function binaryMathNode(
  text: MathNodeText,
  operands: [
    { name: string; label: string; defaultValue: number },
    { name: string; label: string; defaultValue: number },
  ],
  compute: (a: number, b: number) => number,
): NodeModule {
  const params = operands.map((o) => param.float(o.name, o.label, o.defaultValue));
  return defineNode({
    ...text,
    category: CATEGORY,
    inputs: params.map((p) => inputFor(p)),
    parameters: params,
    outputs: [result],
    rule: (ctx) => {
      const [a, b] = operands.map((o) => requireNumber(readField(ctx, o.name)));
      return { result: compute(a, b) };
    },
  });
}

/**
 * A math node folding any number of wired numbers (multi-input `numbers`).
 * `empty` is the result with nothing wired; without it, nothing wired is 'Invalid input'.
 */
export function variadicMathNode(
  text: MathNodeText,
  fold: (acc: number, x: number) => number,
  empty?: number,
): NodeModule {
  return defineNode({
    ...text,
    category: CATEGORY,
    inputs: [multiInput('numbers', 'Numbers', 'number', empty === undefined ? 1 : 0)],
    outputs: [result],
    rule: (ctx) => {
      const numbers = readMulti(ctx, 'numbers').map((n) => requireNumber(n));
      if (numbers.length === 0) {
        if (empty === undefined) throw new NodeRuleError(INVALID_INPUT);
        return { result: empty };
      }
      return { result: numbers.reduce(fold) };
    },
  });
}
