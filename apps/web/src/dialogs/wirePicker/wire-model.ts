import type { ConnectionWithId, DataType, NodeDefinition, ReadonlyGraph } from '@nodeloom/engine';
import type { ConnectRequest } from '../../editor/index.js';
import { canFeed } from '../../graph-editor/model/data-types.js';

/** One socket of a node, named as the canvas names it (its label and data type). */
export interface SocketChoice {
  nodeId: string;
  identifier: string;
  kind: 'input' | 'output';
  label: string;
  dataType: DataType;
  /** a multi-input, whose wires have an order */
  multi: boolean;
}

/** A socket of another node of the same level that the chosen socket may be wired to. */
export interface WireTarget extends SocketChoice {
  nodeName: string;
  definitionName: string;
  /** the two are wired already: the engine refuses it again ('Connection already exists') */
  wired: boolean;
  /** the wire would close a loop, which evaluation reports as a circular connection (spec 2 §8) */
  loop: boolean;
}

/** One existing wire of a socket, seen from that socket: the node and socket at its other end. */
export interface WireRow {
  connection: ConnectionWithId;
  otherNodeName: string;
  otherSocketLabel: string;
}

type DefinitionOf = (nodeId: string) => NodeDefinition | undefined;

/** A node's sockets, inputs first, in the definition's order (as the canvas draws them). */
export function socketsOf(nodeId: string, definition: NodeDefinition | undefined): SocketChoice[] {
  if (!definition) return [];
  return [
    ...definition.inputs.map((i) => ({
      nodeId,
      identifier: i.identifier,
      kind: 'input' as const,
      label: i.label,
      dataType: i.dataType,
      multi: i.isMultiInput === true,
    })),
    ...definition.outputs.map((o) => ({
      nodeId,
      identifier: o.identifier,
      kind: 'output' as const,
      label: o.label,
      dataType: o.dataType,
      multi: false,
    })),
  ];
}

/** The wire a socket and a target make: the output end is always the source. */
export function connectRequest(socket: SocketChoice, target: SocketChoice): ConnectRequest {
  const [out, input] = socket.kind === 'output' ? [socket, target] : [target, socket];
  return {
    sourceNode: out.nodeId,
    sourceOutputIdentifier: out.identifier,
    targetNode: input.nodeId,
    targetInputIdentifier: input.identifier,
  };
}

/**
 * Every socket the chosen one may be wired to, by the rule drag-wiring uses (canFeed): sockets of
 * the other kind on the other nodes of the node's level, whose data types join. By node, then in
 * the definition's socket order.
 */
export function compatibleTargets(
  graph: ReadonlyGraph,
  definitionOf: DefinitionOf,
  socket: SocketChoice,
): WireTarget[] {
  const node = graph.getNode(socket.nodeId);
  if (!node) return [];
  const wanted = socket.kind === 'output' ? 'input' : 'output';
  const targets: WireTarget[] = [];
  for (const id of graph.childrenOf(node.parentId)) {
    const other = graph.getNode(id);
    if (!other || id === node.id) continue;
    for (const candidate of socketsOf(id, definitionOf(id))) {
      if (candidate.kind !== wanted) continue;
      const request = connectRequest(socket, candidate);
      const [out, input] = socket.kind === 'output' ? [socket, candidate] : [candidate, socket];
      if (!canFeed(out.dataType, input.dataType)) continue;
      const wired = graph
        .connectionsToInput(request.targetNode, request.targetInputIdentifier)
        .some(
          (c) =>
            c.sourceNode === request.sourceNode &&
            c.sourceOutputIdentifier === request.sourceOutputIdentifier,
        );
      const loop = reaches(graph, request.targetNode, request.sourceNode);
      targets.push({ ...candidate, nodeName: other.name, definitionName: other.definitionName, wired, loop });
    }
  }
  return targets.sort((a, b) => a.nodeName.localeCompare(b.nodeName));
}

/** Whether wires lead from one node down to another (a wire back would close a loop). */
export function reaches(graph: ReadonlyGraph, from: string, to: string): boolean {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (id === to) return true;
    for (const c of graph.connectionsFrom(id)) {
      if (!seen.has(c.targetNode)) {
        seen.add(c.targetNode);
        queue.push(c.targetNode);
      }
    }
  }
  return false;
}

/**
 * The targets a search names: every word of the query is found in the node's name, its
 * definition or the socket's label ('plus num' → plus's Numbers). An empty query keeps them all.
 */
export function filterTargets(targets: readonly WireTarget[], query: string): WireTarget[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...targets];
  return targets.filter((t) => {
    const text = `${t.nodeName} ${t.definitionName} ${t.label} ${t.identifier}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The wires of one socket, a multi-input's in their order, each named by its other end. */
export function wiresOf(graph: ReadonlyGraph, definitionOf: DefinitionOf, socket: SocketChoice): WireRow[] {
  const wires =
    socket.kind === 'input'
      ? [...graph.connectionsToInput(socket.nodeId, socket.identifier)].sort((a, b) => a.order - b.order)
      : graph.connectionsFrom(socket.nodeId).filter((c) => c.sourceOutputIdentifier === socket.identifier);
  return wires.map((connection) => {
    const otherId = socket.kind === 'input' ? connection.sourceNode : connection.targetNode;
    const definition = definitionOf(otherId);
    const label =
      socket.kind === 'input'
        ? definition?.outputs.find((o) => o.identifier === connection.sourceOutputIdentifier)?.label
        : definition?.inputs.find((i) => i.identifier === connection.targetInputIdentifier)?.label;
    const otherSocket =
      socket.kind === 'input' ? connection.sourceOutputIdentifier : connection.targetInputIdentifier;
    return {
      connection,
      otherNodeName: graph.getNode(otherId)?.name ?? otherId,
      otherSocketLabel: label ?? otherSocket,
    };
  });
}

/**
 * Where a wire of a multi-input goes when moved one place up (-1) or down (+1): its index among
 * the input's other wires, as editor.reorderInput takes it; undefined when it is already at that end.
 */
export function movedOrder(rows: readonly WireRow[], connectionId: string, step: -1 | 1): number | undefined {
  const index = rows.findIndex((r) => r.connection.id === connectionId);
  if (index < 0) return undefined;
  const next = index + step;
  return next < 0 || next >= rows.length ? undefined : next;
}
