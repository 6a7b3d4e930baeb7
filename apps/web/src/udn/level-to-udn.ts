import {
  type ConnectionWithId,
  DATA_TYPES,
  type DataType,
  type Graph,
  type GraphNode,
  type InputDefinition,
  LEVEL_DEFINITION,
  LEVEL_INPUT_DEFINITION,
  LEVEL_OUTPUT_DEFINITION,
  type OutputDefinition,
  type ReadonlyGraph,
} from '@nodeloom/engine';
import { ok, type Result, refusal, refused } from '../base/errors.js';

/** What packing a level gives a new UDN: its sockets and its inner graph. */
export interface PackedLevel {
  inputs: InputDefinition[];
  outputs: OutputDefinition[];
  graph: Graph;
}

const param = (node: GraphNode, name: string): unknown => node.params[name]?.value;
const dataTypeOf = (node: GraphNode) => {
  const value = param(node, 'dataType');
  return (DATA_TYPES as readonly unknown[]).includes(value) ? (value as DataType) : 'inferred';
};
const orderOf = (node: GraphNode) => {
  const value = param(node, 'orderHint');
  return typeof value === 'number' ? value : 0;
};

/** Every node under a level, its own children first, then theirs (the level itself excluded). */
function descendants(graph: ReadonlyGraph, levelId: string): GraphNode[] {
  const out: GraphNode[] = [];
  const queue = [levelId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const childId of graph.childrenOf(id)) {
      const child = graph.getNode(childId);
      if (!child) continue;
      out.push(child);
      queue.push(childId);
    }
  }
  return out;
}

/**
 * A level as a UDN (spec 2 §4 UDN nodes, packing): one input per levelInput child and one output
 * per levelOutput child, identified by the child's id as a level's sockets are (so the level's
 * wires keep their sockets when it becomes a UDN node), and the level's insides as the UDN's graph
 * (its direct children at the graph's top, wires between inner nodes only).
 */
export function levelToUdn(graph: ReadonlyGraph, levelId: string): Result<PackedLevel> {
  const level = graph.getNode(levelId);
  if (!level) return refused(refusal('udn.levelNotFound', levelId));
  const isLevel = level.definitionName === LEVEL_DEFINITION && (!level.udnId || level.unpacked === true);
  if (!isLevel) return refused(refusal('udn.onlyLevelPacks', level.name, level.definitionName));
  const inner = descendants(graph, levelId);
  if (inner.length === 0) return refused(refusal('udn.emptyLevel', level.name));
  const ids = new Set(inner.map((n) => n.id));
  // an unpacked UDN's nodes go back to the ids they have in the UDN, so its sockets stay the same
  const original = new Map(
    Object.entries(level.udnRepackMappings?.nodeIdMapping ?? {}).map(([from, to]) => [to, from]),
  );
  const idOf = (id: string) => original.get(id) ?? id;
  const nodes = inner.map((n): GraphNode => {
    const { parentId, ...rest } = structuredClone(n);
    const copy = { ...rest, id: idOf(n.id) } as GraphNode;
    if (parentId !== levelId && parentId !== undefined) copy.parentId = idOf(parentId);
    if (copy.trayNodeId) copy.trayNodeId = idOf(copy.trayNodeId);
    return copy;
  });
  const connections: ConnectionWithId[] = [];
  for (const n of inner)
    for (const wire of graph.connectionsFrom(n.id))
      if (ids.has(wire.targetNode))
        connections.push({ ...wire, sourceNode: idOf(wire.sourceNode), targetNode: idOf(wire.targetNode) });
  const direct = inner.filter((n) => n.parentId === levelId).sort((a, b) => orderOf(a) - orderOf(b));
  const socket = (n: GraphNode) => ({
    identifier: idOf(n.id),
    label: n.name,
    dataType: dataTypeOf(n),
    ...(typeof param(n, 'description') === 'string' && param(n, 'description') !== ''
      ? { description: param(n, 'description') as string }
      : {}),
  });
  return ok({
    inputs: direct
      .filter((n) => n.definitionName === LEVEL_INPUT_DEFINITION)
      .map((n) => ({
        ...socket(n),
        ...(param(n, 'required') === true ? { required: true } : {}),
        ...(param(n, 'isMultiInput') === true ? { isMultiInput: true } : {}),
      })),
    outputs: direct.filter((n) => n.definitionName === LEVEL_OUTPUT_DEFINITION).map(socket),
    graph: { nodes, connections },
  });
}
