import { NodeRuleError } from '@nodeloom/engine';

/** Spec 2 §5: most math nodes throw 'Invalid input' for non-number input. */
export const INVALID_INPUT = 'Invalid input';

export function requireNumber(value: unknown, message = INVALID_INPUT): number {
  if (typeof value !== 'number') throw new NodeRuleError(message);
  return value;
}

/** spec 2 §5 remap: 'Invalid input, <name> is not a number' */
export function requireNamedNumber(value: unknown, name: string): number {
  return requireNumber(value, `Invalid input, ${name} is not a number`);
}

/** Throws `message` unless `value` is an integer within [min, max]. */
export function requireIntegerInRange(value: number, min: number, max: number, message: string): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new NodeRuleError(message);
  return value;
}

/** Runs a conversion, answering a value it throws on with 'Invalid input' (spec 2 §5). */
export function orInvalidInput<T>(convert: () => T): T {
  try {
    return convert();
  } catch {
    throw new NodeRuleError(INVALID_INPUT);
  }
}
