// Random inputs for the route-table fuzz (route-fuzz.test.ts): wrong types, huge and deep values,
// NUL, lone surrogates, prototype keys, broken percent-encoding. Not shipped (*.testing.ts).
import type { RouteDefinition } from '@nodeloom/api';
import fc from 'fast-check';
import { z } from 'zod';

/** Strings that broke routes before, or could: each is a known trap for some layer. */
const TRAP_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  'x\ud800y',
  '\udfff',
  '__proto__',
  'constructor',
  'prototype',
  '99999999999999999999.0.0',
  '1.0.0-\u0000',
  '-1',
  '1e400',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  'a'.repeat(24),
  'f'.repeat(24),
  '../../etc/passwd',
  "'; drop table users; --",
  'price_1',
  'google',
  'original',
];

export const trapString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRAP_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'a'.repeat(n)) },
);

const trapKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a\u0000', '\ud800', 'name', 'id'),
  fc.string({ maxLength: 8 }),
);

const trapScalar: fc.Arbitrary<unknown> = fc.oneof(
  trapString,
  fc.integer(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308, 0.1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

/** Any JSON value, a few levels deep, with trap strings and keys. */
export const trapValue: fc.Arbitrary<unknown> = fc.anything({
  key: trapKey,
  values: [trapScalar],
  maxDepth: 4,
  maxKeys: 6,
  withObjectString: false,
  withNullPrototype: false,
});

/** JSON text nested `depth` levels (arrays or objects) under a field. */
export const deepJson: fc.Arbitrary<string> = fc
  .record({
    depth: fc.integer({ min: 50, max: 20_000 }),
    field: fc.constantFrom('name', 'unorderedUpdates', 'value', 'values', 'settings'),
    kind: fc.constantFrom('array', 'object'),
  })
  .map(({ depth, field, kind }) =>
    kind === 'array'
      ? `{"${field}": ${'['.repeat(depth)}${']'.repeat(depth)}}`
      : `{"${field}": ${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
  );

/** Top-level keys of an object schema (unwrapping effects, optionals), to hit real fields. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return fieldsOf(schema.unwrap() as z.ZodType);
  }
  return [];
}

/** An object with some of `fields` (and maybe stray keys), each a trap value. */
function objectOf(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fields.length > 0 ? fc.subarray(fields) : fc.constant([]);
  return fc
    .tuple(
      known,
      fc.array(fc.tuple(trapKey, trapValue), { maxLength: 2 }),
      fc.array(trapValue, { maxLength: 12 }),
    )
    .map(([keys, stray, values]) => {
      const object: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        object[key] = values[i % Math.max(values.length, 1)] ?? null;
      });
      // Stray keys are defined as own properties: `__proto__` stays a key when serialised.
      for (const [key, value] of stray) Object.defineProperty(object, key, { value, enumerable: true });
      return object;
    });
}

/** A raw request body: JSON of the route's fields, any JSON, deep JSON or broken text. */
export function bodyFor(route: RouteDefinition): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: objectOf(fieldsOf(route.body)).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: trapValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":1,}', '"\\ud800"', '{"a":"\\u0000"}', '') },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Percent-encodes the UTF-8 bytes of `text` (a lone surrogate becomes U+FFFD, as browsers send it). */
function encodeBytes(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A path or query component: encoded trap text, or percent-encoding that decodes to nothing valid. */
const urlComponent: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: trapString.map(encodeBytes) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%FF', '%00', '%ED%A0%80', '%C0%80') },
);

/** The route's URL path with random parameters, `known` ones (ids that exist) now and then. */
export function pathFor(route: RouteDefinition, known: string[]): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map(([, n]) => n!);
  const value = fc.oneof(urlComponent, fc.constantFrom(...known.map(encodeBytes)));
  return fc.array(value, { minLength: names.length, maxLength: names.length }).map((values) => {
    let index = 0;
    return route.path.replace(/:\w+/g, () => values[index++]!);
  });
}

/** A query string with some of the route's fields (maybe repeated) and stray keys. */
export function queryFor(route: RouteDefinition): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...fieldsOf(route.query), 'page', 'pageSize', '__proto__', 'a[b]'),
    trapKey.map(encodeBytes),
  );
  return fc
    .array(fc.tuple(key, urlComponent), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`));
}

const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
];

const stripeObjectFields = [
  'id',
  'status',
  'client_reference_id',
  'subscription',
  'metadata',
  'customer',
  'items',
  'current_period_end',
];

/** Webhook events of the types the server handles, with data of any shape (it is signed, too). */
export const stripeEventBody: fc.Arbitrary<string | undefined> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .record({
        id: trapString,
        type: fc.constantFrom(...STRIPE_EVENT_TYPES),
        data: fc.oneof(
          objectOf(['object']),
          objectOf(stripeObjectFields).map((object) => ({ object })),
        ),
      })
      .map((event) => JSON.stringify(event)),
  },
  { weight: 1, arbitrary: bodyFor({ method: 'POST', path: '/' }) },
);
