import { z } from 'zod';
import type { JsonSchema } from './types.js';

/**
 * zod → JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) for components/schemas: the schemas are
 * collected in a zod registry so one converted schema is shared by reference, and recursive parts
 * (zod's `__shared` $defs) become components of their own.
 */
export class SchemaComponents {
  private readonly registry = z.registry<{ id: string }>();
  private readonly ids = new Map<z.ZodType, string>();

  /** `io: 'input'` for what callers send (defaults optional), 'output' for what the server answers. */
  constructor(private readonly io: 'input' | 'output') {}

  /** A `$ref` to the schema's component; the first name given to a schema object is kept. */
  ref(schema: z.ZodType, id: string): JsonSchema {
    let known = this.ids.get(schema);
    if (!known) {
      known = id;
      this.ids.set(schema, id);
      this.registry.add(schema, { id });
    }
    return { $ref: componentRef(known) };
  }

  /** Every referenced schema, converted, keyed by component name. */
  components(): Record<string, JsonSchema> {
    if (this.ids.size === 0) return {};
    const { schemas } = z.toJSONSchema(this.registry, {
      io: this.io,
      unrepresentable: 'any',
      uri: (id) => componentRef(id),
    });
    const sharedPrefix = `${this.io === 'input' ? 'Input' : 'Output'}Shared`;
    const out: Record<string, JsonSchema> = {};
    for (const [id, schema] of Object.entries(schemas)) {
      const { $schema: _s, $id: _i, $defs, ...rest } = schema as JsonSchema;
      if (id === '__shared') {
        for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
          out[`${sharedPrefix}_${name}`] = def;
        }
      } else {
        out[id] = $defs === undefined ? rest : { ...rest, $defs };
      }
    }
    // zod points at shared parts as `<uri of __shared>#/$defs/<name>`: one fragment too many.
    const text = JSON.stringify(out).replaceAll(
      `"${componentRef('__shared')}#/$defs/`,
      `"${componentRef(`${sharedPrefix}_`)}`,
    );
    return JSON.parse(text) as Record<string, JsonSchema>;
  }
}

export const componentRef = (id: string) => `#/components/schemas/${id}`;

/** A flat object schema (params, query) as JSON Schema, for one parameter per property. */
export function objectProperties(schema: z.ZodType): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return { properties: json.properties ?? {}, required: new Set(json.required ?? []) };
}
