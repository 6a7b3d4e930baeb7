import { NodeRuleError } from '@nodeloom/engine';
import { diff } from 'jsondiffpatch';
import { INVALID_INPUT } from './numbers.js';

export type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array input: absent (unconnected) is an empty list, anything else but an array is 'Invalid input'. */
export function arrayOrEmpty(value: unknown, message = INVALID_INPUT): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new NodeRuleError(message);
  return value;
}

/** An object input: absent (unconnected) is an empty object, anything else but an object is 'Invalid input'. */
export function objectOrEmpty(value: unknown, message = INVALID_INPUT): PlainObject {
  if (value === undefined || value === null) return {};
  if (!isPlainObject(value)) throw new NodeRuleError(message);
  return value;
}

/** Structural equality: two values are equal when jsondiffpatch finds no difference. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return diff(a, b) === undefined;
}
