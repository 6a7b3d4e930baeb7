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
export function encodeBytes(text: string): string {
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

/** A fuzzed number or id as a path or query carries it (`text`) and as a JSON body does (`json`). */
export interface FieldValue {
  text: string;
  json: string;
}
const literal = (text: string): FieldValue => ({ text, json: text });
const quoted = (text: string): FieldValue => ({ text, json: JSON.stringify(text) });

/**
 * Whole numbers past each column type (int4 2^31-1, the reported 3906041152536576, 2^53, bigint
 * 2^63-1, 2^64), negatives, fractions, and text a lenient parser might read as a number.
 */
const INTEGER_EDGES: FieldValue[] = [
  ...[
    '2147483647',
    '2147483648',
    '-2147483649',
    '-1',
    '3906041152536576',
    '9007199254740993',
    '9223372036854775807',
    '9223372036854775808',
    '18446744073709551616',
    '-0',
    '0.5',
  ].map(literal),
  ...['NaN', 'Infinity', '0x7fffffff', '1e3', ' 12 ', '', '١٢', '12abc'].map(quoted),
];

/**
 * Numbers no double holds, or barely: the other number fields are coordinates and sizes kept as
 * JSON (jsonb holds any finite double), so these, not column bounds, are their edges.
 */
const NUMBER_EDGES: FieldValue[] = [
  ...['1e400', `1${'0'.repeat(400)}`, '-1.7976931348623157e308', '5e-324', '-0'].map(literal),
  ...['NaN', 'Infinity'].map(quoted),
];

/** A random number: any size of whole number (as text, beyond 2^64) or any double. */
const randomNumber: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => literal(String(n))),
  fc.integer().map((n) => literal(String(n))),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => literal(String(n))),
);

/** Ids not of the id format (length, case, a NUL), and a well-formed id of nothing. */
const MALFORMED_IDS = ['Bad!', 'a'.repeat(23), 'A'.repeat(24), `${'a'.repeat(23)}\u0000`, '0'.repeat(24)];

/** Every edge value of a field's kind; `known` are ids that exist (the user's and another user's). */
export function edgeValues(kind: 'integer' | 'number' | 'id', known: string[]): FieldValue[] {
  if (kind === 'integer') return INTEGER_EDGES;
  if (kind === 'number') return NUMBER_EDGES;
  return [...known, ...MALFORMED_IDS].map(quoted).concat(['123', 'null'].map(literal));
}

/** A random value for a field of the kind: numbers of any size, random (hex) strings, known ids. */
export function randomValue(kind: 'integer' | 'number' | 'id', known: string[]): fc.Arbitrary<FieldValue> {
  if (kind !== 'id') return randomNumber;
  return fc.oneof(
    fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 23, maxLength: 25 }).map(quoted),
    fc.constantFrom(...known).map(quoted),
    trapString.map(quoted),
  );
}
