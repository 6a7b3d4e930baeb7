import { NodeRuleError } from '@nodeloom/engine';
import { COMPARE_METHODS, type CompareMethod, compareValues, deepEqual } from '../flowControl/comparison.js';

/** Spec 2 §9 "Unit test closeness tolerance 0.001". */
export const CLOSENESS_TOLERANCE = 0.001;

/**
 * The unitTest node's compare methods: the compare node's six (equal is by content), plus
 * closeTo (two numbers at most 0.001 apart) and includes (a string containing the expected
 * text, or an array holding an element equal to the expected value). README "Conventions".
 */
export const UNIT_TEST_METHODS = [...COMPARE_METHODS, 'closeTo', 'includes'] as const;
export type UnitTestMethod = (typeof UNIT_TEST_METHODS)[number];

function includes(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'string' && typeof expected === 'string') return actual.includes(expected);
  if (Array.isArray(actual)) return actual.some((item) => deepEqual(item, expected));
  throw new NodeRuleError('Invalid input');
}

function closeTo(actual: unknown, expected: unknown): boolean {
  if (typeof actual !== 'number' || typeof expected !== 'number') throw new NodeRuleError('Invalid input');
  return Math.abs(actual - expected) <= CLOSENESS_TOLERANCE;
}

/** Whether actual passes against expected; values the method cannot compare throw 'Invalid input'. */
export function passes(method: UnitTestMethod, actual: unknown, expected: unknown): boolean {
  if (method === 'closeTo') return closeTo(actual, expected);
  if (method === 'includes') return includes(actual, expected);
  return compareValues(method as CompareMethod, actual, expected);
}
