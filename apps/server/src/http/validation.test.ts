import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors.js';
import { parseInput } from './validation.js';

const schema = z.strictObject({
  name: z.string().min(1, 'must not be empty'),
  size: z.object({ width: z.number() }).optional(),
  tags: z.array(z.string()).optional(),
});

function messageOf(input: unknown, location: 'body' | 'query' = 'body'): string {
  try {
    parseInput(schema, input, location);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  }
  throw new Error('expected a ValidationError');
}

describe('parseInput', () => {
  it('returns the parsed value when valid', () => {
    expect(parseInput(schema, { name: 'a' }, 'body')).toEqual({ name: 'a' });
  });

  it('names a missing field, a missing body and a nested path', () => {
    expect(messageOf({})).toBe('name is required');
    expect(messageOf(undefined)).toBe('body is required');
    expect(messageOf({ name: 'a', size: {} })).toBe('size.width is required');
  });

  it('names the field and what is wrong', () => {
    expect(messageOf({ name: '' })).toBe('name must not be empty');
    expect(messageOf({ name: 3 })).toBe('name must be a string');
    expect(messageOf({ name: 'a', size: 'big' })).toBe('size must be an object');
    expect(messageOf({ name: 'a', tags: ['x', 1] })).toBe('tags.1 must be a string');
    expect(messageOf({ name: 'a', extra: 1, more: 2 })).toBe('body has unknown fields: extra, more');
  });

  it('says a fractional number is not a whole number', () => {
    const count = z.object({ count: z.number().int() });
    expect(() => parseInput(count, { count: 1.5 }, 'query')).toThrow('count must be a whole number');
  });
});
