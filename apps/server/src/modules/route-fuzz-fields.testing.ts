// The number and id fields of a route's params, query and body, found by walking its zod schemas,
// each with a well-formed request around it, so a fuzzed value there is the only thing wrong and
// reaches the handler (route-fuzz.test.ts). Not shipped (*.testing.ts).
import { objectIdSchema, type RouteDefinition } from '@nodeloom/api';
import type { z } from 'zod';
import { encodeBytes, type FieldValue } from './route-fuzz.testing.js';

export type FieldKind = 'integer' | 'number' | 'id';
export type FieldLocation = 'params' | 'query' | 'body';

/** One fuzzable field: where it is, and the request value with `leaf` put at it. */
export interface FuzzField {
  location: FieldLocation;
  /** e.g. `after`, `unorderedUpdates.0.node.position.x` */
  path: string;
  kind: FieldKind;
  /** The field's schema (bounds of a number: minValue, maxValue). */
  schema: z.ZodType;
  build(leaf: unknown): unknown;
}

/** A well-formed value of each string format the contract uses. */
const FORMAT_SAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  datetime: '2999-01-01T00:00:00.000Z',
  uuid: '00000000-0000-4000-8000-000000000000',
  url: 'https://example.com/',
};

/** Samples of nested schemas are built this deep at most. */
const MAX_DEPTH = 12;

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as Def;
const inner = (schema: z.ZodType, key = 'innerType') => defOf(schema)[key] as z.ZodType;

/**
 * A value `schema` accepts, built from its shape: required object fields only, empty arrays,
 * the first option of a union or enum. `undefined` when it cannot make one.
 * `id` is the well-formed id it uses (an id of something that exists reaches further).
 */
export function sampleOf(schema: z.ZodType, id: string, depth = 0): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (schema === objectIdSchema) return id;
  const example = exampleOf(schema);
  if (example !== undefined) return example;
  const def = defOf(schema);
  const next = (s: z.ZodType) => sampleOf(s, id, depth + 1);
  switch (def.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, field] of Object.entries((schema as z.ZodObject).shape)) {
        const fieldDef = defOf(field as z.ZodType);
        if (fieldDef.type === 'optional' || fieldDef.type === 'default') continue;
        object[key] = next(field as z.ZodType);
      }
      return object;
    }
    case 'string':
      return stringSample(schema as z.ZodString);
    case 'number': {
      const n = schema as z.ZodNumber;
      return Math.max(n.minValue ?? 1, Math.min(1, n.maxValue ?? 1));
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'enum':
      return (schema as z.ZodEnum).options[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return schema.safeParse([]).success ? [] : [next(inner(schema, 'element'))];
    case 'record':
      return {};
    case 'union':
      return (def.options as z.ZodType[]).map(next).find((value, i) => validAt(def, i, value));
    case 'nullable':
      return null;
    case 'readonly':
    case 'catch':
    case 'optional':
    case 'default':
    case 'prefault':
      return next(inner(schema));
    case 'pipe':
      return next(inner(schema, 'in'));
    case 'lazy':
      return next((def.getter as () => z.ZodType)());
    default:
      return undefined;
  }
}

function validAt(def: Def, index: number, value: unknown): boolean {
  return (def.options as z.ZodType[])[index]!.safeParse(value).success;
}

/** The schema's first documented example (`.meta({ examples })`), if it is valid. */
function exampleOf(schema: z.ZodType): unknown {
  const examples = schema.meta()?.examples;
  const first: unknown = Array.isArray(examples) ? examples[0] : undefined;
  return first !== undefined && schema.safeParse(first).success ? first : undefined;
}

/** A string of the format, or the shortest run of `f` it takes (a name, a hex signature). */
function stringSample(schema: z.ZodString): string | undefined {
  const format = schema.format;
  if (format && FORMAT_SAMPLES[format]) return FORMAT_SAMPLES[format];
  for (let length = Math.max(schema.minLength ?? 1, 4); length <= 256; length++) {
    if (schema.safeParse('f'.repeat(length)).success) return 'f'.repeat(length);
  }
  return undefined;
}

/**
 * Every number and id field of `schema`, each with a builder putting a value there and a sample
 * value everywhere else (optional fields on the way are filled, arrays get one element).
 */
export function fieldsIn(
  schema: z.ZodType,
  location: FieldLocation,
  id: string,
  path: string[] = [],
  seen: ReadonlySet<z.ZodType> = new Set(),
): FuzzField[] {
  const leaf = (kind: FieldKind): FuzzField[] => [
    { location, path: path.join('.'), kind, schema, build: (value) => value },
  ];
  if (schema === objectIdSchema) return leaf('id');
  const def = defOf(schema);
  const walk = (s: z.ZodType, key?: string, within = seen) =>
    fieldsIn(s, location, id, key ? [...path, key] : path, within);
  const wrap = (fields: FuzzField[], build: (value: unknown) => unknown) =>
    fields.map((f) => ({ ...f, build: (value: unknown) => build(f.build(value)) }));
  switch (def.type) {
    case 'number':
      return leaf((schema as z.ZodNumber).isInt ? 'integer' : 'number');
    case 'object': {
      const base = sampleOf(schema, id) as Record<string, unknown>;
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, field]) =>
        wrap(walk(field as z.ZodType, key), (value) => ({ ...base, [key]: value })),
      );
    }
    case 'array':
      return wrap(walk(inner(schema, 'element'), '0'), (value) => [value]);
    case 'record':
      return wrap(walk(inner(schema, 'valueType'), 'key'), (value) => ({ key: value }));
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return walk(inner(schema));
    case 'pipe':
      return walk(inner(schema, 'in'));
    case 'lazy':
      // A recursive schema (a layout's container tree) is walked once, not at every depth.
      return seen.has(schema)
        ? []
        : walk((def.getter as () => z.ZodType)(), undefined, new Set([...seen, schema]));
    default:
      return [];
  }
}

/** The route's number and id fields: path parameters, query fields and body fields. */
export function routeFields(route: RouteDefinition, id: string): FuzzField[] {
  return (['params', 'query', 'body'] as const).flatMap((location) => {
    const schema = route[location];
    return schema ? fieldsIn(schema, location, id) : [];
  });
}

/** Stands for the fuzzed value in a body until the JSON text is made (then its raw JSON replaces it). */
const PLACEHOLDER = '\u0001fuzzed\u0001';

/** The path, query string and JSON body of a request to `route` with `value` at `field`, `id` in other id fields. */
export function fieldRequest(
  route: RouteDefinition,
  field: FuzzField,
  value: FieldValue,
  id: string,
): { path: string; query: string; body?: string } {
  const inputOf = (location: FieldLocation, leaf: unknown) => {
    if (field.location === location) return field.build(leaf);
    const schema = route[location];
    return schema ? sampleOf(schema, id) : undefined;
  };
  const params = (inputOf('params', value.text) ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeBytes(String(params[name])));
  const query = Object.entries((inputOf('query', value.text) ?? {}) as Record<string, unknown>)
    .map(([key, v]) => `${encodeBytes(key)}=${encodeBytes(String(v))}`)
    .join('&');
  const body = inputOf('body', PLACEHOLDER);
  return {
    path,
    query: query ? `?${query}` : '',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body).replace(JSON.stringify(PLACEHOLDER), () => value.json) }),
  };
}
