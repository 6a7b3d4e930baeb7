// Seeds the projects the editor bench opens, through the server's own API (as a client would):
// N nodes on one level (the markup context), in groups of two number constants wired into a
// `plus`, plus one constant → plus → inspector chain whose value the edit-latency figure watches.
import { type ConnectionWithId, connectionId, type GraphNode } from '@nodeloom/engine';
import { graphNode } from '@nodeloom/engine/testing';
import type { ApiSession } from '../support/api-session.js';

/** The level a seeded project's nodes are on (the markup context). */
export const LEVEL = 'hex';
const SPACING = { x: 220, y: 100 };
/** The server takes at most 20,000 items per graph update; smaller batches keep each body small. */
const BATCH = 4000;

export interface SeededProject {
  id: string;
  nodeCount: number;
  /** the constant whose value the latency figure edits, and the inspector that shows it downstream */
  probe: { constantId: string; inspectorId: string };
}

function place(index: number, columns: number) {
  return { x: (index % columns) * SPACING.x, y: Math.floor(index / columns) * SPACING.y };
}

export function wire(
  source: string,
  output: string,
  target: string,
  input: string,
  order: number,
): ConnectionWithId {
  const fields = {
    sourceNode: source,
    sourceOutputIdentifier: output,
    targetNode: target,
    targetInputIdentifier: input,
    order,
  };
  return { ...fields, id: connectionId(fields) };
}

export function numberConstant(id: string, value: number, position: { x: number; y: number }): GraphNode {
  return graphNode({
    id,
    definitionName: 'constant',
    parentId: LEVEL,
    position,
    params: { type: 'number', value },
  });
}

/** The graph of a seeded project: `count` nodes in all, the probe chain first. */
export function benchGraph(count: number): {
  nodes: GraphNode[];
  connections: ConnectionWithId[];
  probe: SeededProject['probe'];
} {
  const columns = Math.ceil(Math.sqrt(count));
  const nodes: GraphNode[] = [];
  const connections: ConnectionWithId[] = [];
  const at = () => place(nodes.length, columns);
  const probe = { constantId: 'node_probeconstant00', inspectorId: 'node_probeinspector0' };
  nodes.push(numberConstant(probe.constantId, 1, at()));
  nodes.push(
    graphNode({ id: 'node_probeplus000000', definitionName: 'plus', parentId: LEVEL, position: at() }),
  );
  nodes.push(
    graphNode({ id: probe.inspectorId, definitionName: 'inspector', parentId: LEVEL, position: at() }),
  );
  connections.push(wire(probe.constantId, 'value', 'node_probeplus000000', 'numbers', 0));
  connections.push(wire('node_probeplus000000', 'result', probe.inspectorId, 'data', 0));
  for (let group = 0; nodes.length < count; group++) {
    const id = (role: string) => `node_g${group.toString(36).padStart(6, '0')}${role}`;
    const sum = id('sum0000');
    const members = [numberConstant(id('a000000'), group, at())];
    if (nodes.length + 1 < count)
      members.push(numberConstant(id('b000000'), 1, place(nodes.length + 1, columns)));
    nodes.push(...members);
    if (nodes.length < count) {
      nodes.push(graphNode({ id: sum, definitionName: 'plus', parentId: LEVEL, position: at() }));
      for (const [order, member] of members.entries()) {
        connections.push(wire(member.id, 'value', sum, 'numbers', order));
      }
    }
  }
  return { nodes, connections, probe };
}

/** A new project holding `graph` (nodes and connections saved in batches); returns its id. */
export async function seedGraph(
  api: ApiSession,
  name: string,
  graph: { nodes: readonly GraphNode[]; connections: readonly ConnectionWithId[] },
): Promise<string> {
  const project = (await api.post('/projects', { name })) as { id: string };
  const updates = [
    ...graph.nodes.map((node) => ({ type: 'saveNode', node })),
    ...graph.connections.map((connection) => ({ type: 'saveConnection', connection })),
  ];
  for (let i = 0; i < updates.length; i += BATCH) {
    await api.post(`/projects/${project.id}/graph`, { unorderedUpdates: updates.slice(i, i + BATCH) });
  }
  return project.id;
}

export async function seedProject(api: ApiSession, name: string, count: number): Promise<SeededProject> {
  const graph = benchGraph(count);
  const id = await seedGraph(api, name, graph);
  return { id, nodeCount: graph.nodes.length, probe: graph.probe };
}
