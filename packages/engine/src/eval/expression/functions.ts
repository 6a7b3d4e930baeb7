import { toNumberOrZero, toText } from '../coercion.js';
import { ExpressionError } from './errors.js';

type Fn = (args: unknown[]) => unknown;

function arity(name: string, args: unknown[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    const wanted = min === max ? `${min}` : `${min} to ${max}`;
    throw new ExpressionError(`${name}() takes ${wanted} argument(s), got ${args.length}`);
  }
}

function unaryNumber(name: string, fn: (n: number) => number): Fn {
  return (args) => {
    arity(name, args, 1);
    return fn(toNumberOrZero(args[0]));
  };
}

function numbers(name: string, args: unknown[]): number[] {
  if (args.length === 0) throw new ExpressionError(`${name}() needs at least one argument`);
  const flat = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
  return flat.map(toNumberOrZero);
}

/** The built-in functions of the expression language (`if` is lazy and lives in the interpreter). */
export const EXPRESSION_FUNCTIONS: Readonly<Record<string, Fn>> = {
  min: (args) => Math.min(...numbers('min', args)),
  max: (args) => Math.max(...numbers('max', args)),
  round: (args) => {
    arity('round', args, 1, 2);
    const digits = args.length === 2 ? Math.trunc(toNumberOrZero(args[1])) : 0;
    const factor = 10 ** digits;
    return Math.round(toNumberOrZero(args[0]) * factor) / factor;
  },
  floor: unaryNumber('floor', Math.floor),
  ceil: unaryNumber('ceil', Math.ceil),
  abs: unaryNumber('abs', Math.abs),
  upper: (args) => {
    arity('upper', args, 1);
    return toText(args[0]).toUpperCase();
  },
  lower: (args) => {
    arity('lower', args, 1);
    return toText(args[0]).toLowerCase();
  },
  len: (args) => {
    arity('len', args, 1);
    const v = args[0];
    if (Array.isArray(v)) return v.length;
    if (v !== null && typeof v === 'object') return Object.keys(v).length;
    return toText(v).length;
  },
  str: (args) => {
    arity('str', args, 1);
    return toText(args[0]);
  },
  num: (args) => {
    arity('num', args, 1);
    return toNumberOrZero(args[0]);
  },
};

export const EXPRESSION_FUNCTION_NAMES: readonly string[] = [...Object.keys(EXPRESSION_FUNCTIONS), 'if'];
