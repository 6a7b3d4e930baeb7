import type { z } from 'zod';
import { ValidationError } from './errors.js';

export type InputLocation = 'params' | 'query' | 'body' | 'headers';

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** `<field> is required` for a missing field, `<field> <what is wrong>` otherwise. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown, location: InputLocation): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : location;
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length > 0 ? `${field} ` : `${location} `;
    return `${where}has unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  }
  if (issue.code === 'invalid_type') {
    if (valueAt(input, issue.path) === undefined) return `${field} is required`;
    return `${field} must be ${EXPECTED[issue.expected] ?? `${article(issue.expected)} ${issue.expected}`}`;
  }
  return `${field} ${lowerFirst(issue.message)}`;
}

/** Types zod names in its own words ("an int"), in the words of a message. */
const EXPECTED: Partial<Record<string, string>> = { int: 'a whole number' };
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Parses request input with a schema, or throws a 400 ValidationError naming the first bad field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  location: InputLocation,
): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(describeIssue(result.error.issues[0]!, input, location));
}
