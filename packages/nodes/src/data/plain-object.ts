import { NodeRuleError } from '@nodeloom/engine';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An object param given either as an object (from an expression or a wire) or as JSON text
 * (typed into a multiline field). Absent or blank means an empty object; anything else that is
 * not a JSON object throws `message`.
 */
export function objectFromJsonOrObject(value: unknown, message: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (isPlainObject(value)) return value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      const parsed: unknown = JSON.parse(value);
      if (isPlainObject(parsed)) return parsed;
    } catch {
      // reported below with the caller's message
    }
  }
  throw new NodeRuleError(message);
}
