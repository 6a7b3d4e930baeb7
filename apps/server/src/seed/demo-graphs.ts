import type { GraphDto } from '@nodeloom/api';
import {
  type ConnectionWithId,
  connectionId,
  DEFAULT_NODE_SIZE,
  type DefinitionRegistry,
  defaultParams,
  type GraphNode,
  requireDefinition,
} from '@nodeloom/engine';
import { emptyProjectGraph } from '../modules/projects/empty-graph.js';

/** An official demo project: fixed id (so seeding is idempotent), name, category and graph. */
export interface DemoProject {
  id: string;
  name: string;
  category: string;
  graph: GraphDto;
}

/** A node of a real definition with its defaults, some params set to literal values. */
function demoNode(
  registry: DefinitionRegistry,
  id: string,
  definitionName: string,
  position: { x: number; y: number },
  values: Record<string, unknown> = {},
): GraphNode {
  const definition = requireDefinition(registry, definitionName);
  const params = defaultParams(definition);
  for (const [name, value] of Object.entries(values)) {
    params[name] = { ...(params[name] ?? { name, expression: '', evalType: 'literal' }), value };
  }
  return {
    id,
    definitionName,
    name: id,
    position,
    size: { ...(definition.editorConfig.size ?? DEFAULT_NODE_SIZE) },
    color: definition.editorConfig.style?.backgroundColor ?? '#334155',
    comment: '',
    params,
    customParams: {},
    flags: {},
  };
}

function wire(source: string, output: string, target: string, input: string, order = 0): ConnectionWithId {
  const connection = {
    sourceNode: source,
    targetNode: target,
    sourceOutputIdentifier: output,
    targetInputIdentifier: input,
    order,
  };
  return { ...connection, id: connectionId(connection) };
}

/** The root contexts plus the demo's nodes and wires. */
function withRoots(nodes: GraphNode[], connections: ConnectionWithId[]): GraphDto {
  const roots = emptyProjectGraph();
  return { nodes: [...roots.nodes, ...nodes], connections };
}

/** The demo projects of GET /projects/official/demo, built from the node library's definitions. */
export function demoProjects(registry: DefinitionRegistry): DemoProject[] {
  return [
    {
      id: '00000000000000000000de01',
      name: 'Math chain',
      category: 'Demo',
      // (10 - 4) × (3 - 1) = 12
      graph: withRoots(
        [
          demoNode(registry, 'difference1', 'minus', { x: 0, y: 300 }, { a: 10, b: 4 }),
          demoNode(registry, 'difference2', 'minus', { x: 0, y: 420 }, { a: 3, b: 1 }),
          demoNode(registry, 'product', 'multiply', { x: 300, y: 360 }),
        ],
        [
          wire('difference1', 'result', 'product', 'numbers', 0),
          wire('difference2', 'result', 'product', 'numbers', 1),
        ],
      ),
    },
    {
      id: '00000000000000000000de02',
      name: 'String demo',
      category: 'Demo',
      // Two strings recased, joined, and measured.
      graph: withRoots(
        [
          demoNode(registry, 'greeting', 'stringCase', { x: 0, y: 300 }, { string: 'hello nodeloom' }),
          demoNode(registry, 'subject', 'stringCase', { x: 0, y: 420 }, { string: 'visual node graphs' }),
          demoNode(registry, 'sentence', 'stringConcat', { x: 300, y: 360 }, { separator: ' - ' }),
          demoNode(registry, 'length', 'stringLength', { x: 600, y: 360 }),
        ],
        [
          wire('greeting', 'result', 'sentence', 'strings', 0),
          wire('subject', 'result', 'sentence', 'strings', 1),
          wire('sentence', 'result', 'length', 'string', 0),
        ],
      ),
    },
  ];
}
