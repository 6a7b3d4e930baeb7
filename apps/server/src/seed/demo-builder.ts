import type { GraphDto } from '@nodeloom/api';
import {
  type ConnectionWithId,
  connectionId,
  DEFAULT_NODE_COLOR,
  DEFAULT_NODE_SIZE,
  type DefinitionRegistry,
  defaultParams,
  type GraphNode,
  type NodeDefinition,
  requireDefinition,
} from '@nodeloom/engine';
import { rootContextsGraph } from '../project-log/empty-graph.js';

/** Demos live in the markup context unless told (spec 2 §9 root context ids). */
const DEMO_LEVEL = 'hex';

type Position = { x: number; y: number };

/** The fixed id of a demo node (fixed so seeding stays idempotent). */
export function demoNodeId(key: string): string {
  return `node_demo_${key}`;
}

/**
 * A node of a real definition with its defaults, some params set to literal values. Ids follow
 * the engine's rule (they start with node_); `parentId` null puts it at the top of its graph (a
 * UDN's own graph). A UDN version's definition makes a node of that version (its udnId).
 */
function demoNode(
  definition: NodeDefinition,
  key: string,
  position: Position,
  values: Record<string, unknown>,
  parentId: string | null,
): GraphNode {
  const params = defaultParams(definition);
  for (const [name, value] of Object.entries(values)) {
    params[name] = { ...(params[name] ?? { name, expression: '', evalType: 'literal' }), value };
  }
  return {
    id: demoNodeId(key),
    definitionName: definition.definitionName,
    name: key,
    ...(parentId === null ? {} : { parentId }),
    position,
    size: { ...(definition.editorConfig.size ?? DEFAULT_NODE_SIZE) },
    color: definition.editorConfig.style?.backgroundColor ?? DEFAULT_NODE_COLOR,
    comment: '',
    params,
    customParams: {},
    flags: {},
    ...(definition.udnId === undefined ? {} : { udnId: definition.udnId }),
  };
}

/**
 * A sticky note tall enough for its text at the note's default font (18 px, line height 1.4, 330
 * wide: about 26 characters a line once words wrap), never shorter than the default; on the
 * 20 grid. Its text would scroll otherwise, and a teaching note should be read at a glance.
 */
export function noteSize(text: string, size: { width: number; height: number }) {
  const CHARACTERS_A_LINE = 26;
  const LINE_HEIGHT = 18 * 1.4;
  const PADDING = 24 + 20;
  const lines = text
    .split('\n')
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / CHARACTERS_A_LINE)), 0);
  const height = Math.ceil((PADDING + lines * LINE_HEIGHT) / 20) * 20;
  return { width: size.width, height: Math.max(size.height, height) };
}

function wire(source: string, output: string, target: string, input: string, order = 0): ConnectionWithId {
  const connection = {
    sourceNode: demoNodeId(source),
    targetNode: demoNodeId(target),
    sourceOutputIdentifier: output,
    targetInputIdentifier: input,
    order,
  };
  return { ...connection, id: connectionId(connection) };
}

/**
 * One demo's graph, node by node and wire by wire, on one level (markup unless told; null for the
 * top of a UDN's own graph): each node a real definition with its defaults and some params set,
 * the sticky note that teaches it (always keyed 'about'); `graph()` adds the root contexts,
 * `udnGraph()` gives the nodes and wires alone.
 */
export function demoGraph(registry: DefinitionRegistry, level: string | null = DEMO_LEVEL) {
  const nodes: GraphNode[] = [];
  const connections: ConnectionWithId[] = [];
  const builder = {
    node(key: string, definitionName: string, position: Position, values: Record<string, unknown> = {}) {
      nodes.push(demoNode(requireDefinition(registry, definitionName), key, position, values, level));
      return builder;
    },
    /** A node of one UDN version, given that version's definition. */
    udnNode(key: string, definition: NodeDefinition, position: Position) {
      nodes.push(demoNode(definition, key, position, {}, level));
      return builder;
    },
    note(text: string, position: Position) {
      builder.node('about', 'stickyNote', position, { text });
      const note = nodes.at(-1)!;
      note.size = noteSize(text, note.size);
      return builder;
    },
    wire(source: string, output: string, target: string, input: string, order = 0) {
      connections.push(wire(source, output, target, input, order));
      return builder;
    },
    graph(): GraphDto {
      const roots = rootContextsGraph(registry);
      return { nodes: [...roots.nodes, ...nodes], connections };
    },
    udnGraph(): GraphDto {
      return { nodes, connections };
    },
  };
  return builder;
}
