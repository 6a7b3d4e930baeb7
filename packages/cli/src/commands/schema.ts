import { connectionSchema, graphEventSchema, graphNodeSchema } from '@nodeloom/engine';
import { type Command, UsageError } from '../command.js';

type JsonSchema = Record<string, unknown>;

// fields of no JSON form (none today) are left open rather than failing the whole schema
const asJsonSchema = (schema: { toJSONSchema(params: { unrepresentable: 'any' }): JsonSchema }) => {
  const { $schema: _, ...rest } = schema.toJSONSchema({ unrepresentable: 'any' });
  return rest;
};

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** One line of an event log: the engine's own event schemas, as JSON Schema. */
export function eventSchema(): JsonSchema {
  return {
    $schema: DRAFT,
    title: 'Nodeloom graph event (one line of an event log)',
    ...asJsonSchema(graphEventSchema),
  };
}

/** A project file as `eval`/`test`/`build` read it: the Project entity, or a bare graph. */
export function projectSchema(): JsonSchema {
  const graph = {
    type: 'object',
    required: ['nodes', 'connections'],
    properties: {
      nodes: { type: 'array', items: asJsonSchema(graphNodeSchema) },
      connections: {
        type: 'array',
        items: {
          ...asJsonSchema(connectionSchema),
          description: 'id is optional: it is derived from the ends',
        },
      },
    },
  };
  const project = {
    type: 'object',
    required: ['graph'],
    properties: { name: { type: 'string', description: 'names the built site' }, graph },
  };
  return { $schema: DRAFT, title: 'Nodeloom project file', anyOf: [project, graph] };
}

const SCHEMAS: Record<string, () => JsonSchema> = { events: eventSchema, project: projectSchema };

/** `nodeloom schema events|project`: prints the JSON Schema of an event log line or a project file. */
export const schemaCommand: Command = {
  name: 'schema',
  summary: 'print the JSON Schema of an event log line (events) or of a project file (project)',
  usage: 'schema events | schema project',
  help: [
    'An event log (.jsonl) holds one event per line, applied in order; a project file holds',
    '{ name?, graph: { nodes, connections } } or a bare { nodes, connections }. Both are',
    'described with examples in docs/file-formats.md; the meaning of each event is in docs/events.md.',
  ],
  examples: ['schema events > event.schema.json', 'schema project'],
  async run(args, io) {
    const [which, ...extra] = args;
    const schema = which === undefined ? undefined : SCHEMAS[which];
    if (!schema || extra.length > 0) throw new UsageError('schema takes one of: events, project');
    io.stdout(JSON.stringify(schema(), null, 2));
    return 0;
  },
};
