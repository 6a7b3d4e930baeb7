import type { FormField, FormReplyValue } from '@nodeloom/api';
import { z } from 'zod';
import { parseInput } from '../../http/validation.js';

const TEXT_MAX = 5000;
const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEAN_WORDS: Record<string, boolean> = { true: true, on: true, false: false, off: false };
const empty = (value: unknown) => value === undefined || value === null || value === '';

/** Published-site inputs send strings; numbers and booleans are read from them too. */
function fieldSchema(field: FormField): z.ZodType<FormReplyValue> {
  switch (field.type) {
    case 'text':
      return z.string().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`);
    case 'email':
      return z.email({ error: 'must be an e-mail address' }).max(254, 'must be at most 254 characters');
    case 'number':
      return z.preprocess(
        (v) => (typeof v === 'string' && NUMBER.test(v.trim()) ? Number(v) : v),
        z.number(),
      );
    case 'boolean':
      return z.preprocess(
        (v) => (typeof v === 'string' && v in BOOLEAN_WORDS ? BOOLEAN_WORDS[v] : v),
        z.boolean(),
      );
    case 'select':
      return z.enum(field.options as [string, ...string[]], {
        error: `must be one of ${(field.options ?? []).join(', ')}`,
      });
  }
}

/**
 * Checks a public reply against the form's fields: required fields present, each value of its
 * field's type, no unknown fields. 400 naming the field (`values.<name> …`) otherwise.
 */
export function parseReplyValues(
  fields: FormField[],
  values: Record<string, unknown>,
): Record<string, FormReplyValue> {
  const shape = Object.fromEntries(
    fields.map((field) => {
      const schema = fieldSchema(field);
      return [
        field.name,
        field.required
          ? z
              .unknown()
              .refine((v) => !empty(v), { message: 'is required' })
              .pipe(schema)
          : z.preprocess((v) => (empty(v) ? null : v), schema.nullable()),
      ];
    }),
  );
  return parseInput(z.strictObject({ values: z.strictObject(shape) }), { values }, 'body').values as Record<
    string,
    FormReplyValue
  >;
}
