import { NodeRuleError } from '@nodeloom/engine';
import { diff } from 'jsondiffpatch';

/** The compare node's methods, in the order of spec 2 §3 Flow control. */
export const COMPARE_METHODS = [
  'equal',
  'notEqual',
  'lessThan',
  'lessThanOrEqual',
  'greaterThan',
  'greaterThanOrEqual',
] as const;
export type CompareMethod = (typeof COMPARE_METHODS)[number];

/** Structural equality: arrays and objects are equal when their content is (jsondiffpatch finds no delta). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return diff(a, b) === undefined;
}

/** Ordering is defined between two numbers or two strings; anything else is 'Invalid input'. */
function order(a: unknown, b: unknown): number {
  const comparable =
    (typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string');
  if (!comparable) throw new NodeRuleError('Invalid input');
  if (a === b) return 0;
  return (a as number | string) < (b as number | string) ? -1 : 1;
}

/** Applies a compare method to a pair of values. */
export function compareValues(method: CompareMethod, a: unknown, b: unknown): boolean {
  switch (method) {
    case 'equal':
      return deepEqual(a, b);
    case 'notEqual':
      return !deepEqual(a, b);
    case 'lessThan':
      return order(a, b) < 0;
    case 'lessThanOrEqual':
      return order(a, b) <= 0;
    case 'greaterThan':
      return order(a, b) > 0;
    case 'greaterThanOrEqual':
      return order(a, b) >= 0;
  }
}

/** Reads a menu param, refusing a value outside its options with a message naming it. */
export function menuValue<T extends string>(value: unknown, allowed: readonly T[], name: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new NodeRuleError(`Invalid ${name}: ${String(value)}`);
}

/** Menu options whose label is the value itself. */
export function optionsOf(values: readonly string[]): { label: string; value: string }[] {
  return values.map((value) => ({ label: value, value }));
}
