import type { Connection, GraphNode, NodeDefinition } from '@nodeloom/engine';
import { formatValue } from '../model/format-value.js';

/** What a node's description is read from: the canvas's own reads, passed in so this stays pure. */
export interface NodeDescriptionInput {
  node: Pick<GraphNode, 'id' | 'name'>;
  definition: Pick<NodeDefinition, 'inputs' | 'outputs'> | undefined;
  /** the names of the levels from the root down to the node's level */
  levelPath: readonly string[];
  /** the wires of the node's level */
  connections: readonly Connection[];
  /** the name of another node of the level (a wire's other end) */
  nameOf(nodeId: string): string | undefined;
  /** the node's evaluated outputs; undefined before evaluation or on error */
  outputs: Readonly<Record<string, unknown>> | undefined;
  status: { status: string; errors: readonly string[] };
}

/** A value read aloud stays short: the canvas's outputs strip shows the same preview. */
const VALUE_MAX = 60;

/** "constant1, constant": what a node is called to a screen reader (its name, then its definition). */
export function nodeAccessibleName(node: Pick<GraphNode, 'name' | 'definitionName'>): string {
  return `${node.name}, ${node.definitionName}`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

interface WiresOfNode {
  into: Connection[];
  from: Connection[];
}

/** The level's wires by the node at each end, once per connections array (each node's description reads its own). */
const wiresByNode = new WeakMap<readonly Connection[], Map<string, WiresOfNode>>();

function indexWires(connections: readonly Connection[]): Map<string, WiresOfNode> {
  const index = new Map<string, WiresOfNode>();
  const entry = (id: string) => {
    const wires = index.get(id) ?? { into: [], from: [] };
    index.set(id, wires);
    return wires;
  };
  for (const c of connections) {
    entry(c.targetNode).into.push(c);
    entry(c.sourceNode).from.push(c);
  }
  wiresByNode.set(connections, index);
  return index;
}

function wiresOf(connections: readonly Connection[], nodeId: string): WiresOfNode {
  const byNode = wiresByNode.get(connections) ?? indexWires(connections);
  return byNode.get(nodeId) ?? { into: [], from: [] };
}

/**
 * A node's accessible description: its level, each input socket and the nodes wired into it
 * ("numbers from constant and constant1"), each output and the nodes it feeds, then its current
 * value or its error. Sentences, so a screen reader pauses between them.
 */
export function nodeDescription(input: NodeDescriptionInput): string {
  const { node, definition } = input;
  const wires = wiresOf(input.connections, node.id);
  const name = (id: string) => input.nameOf(id) ?? 'a node not found';
  const sentences = [`In level ${input.levelPath.join(' / ')}`];

  const inputs = (definition?.inputs ?? []).map((socket) => {
    const sources = wires.into
      .filter((c) => c.targetInputIdentifier === socket.identifier)
      .sort((a, b) => a.order - b.order)
      .map((c) => name(c.sourceNode));
    return sources.length > 0
      ? `${socket.identifier} from ${listed(sources)}`
      : `${socket.identifier} not wired`;
  });
  sentences.push(inputs.length > 0 ? `Inputs: ${inputs.join('; ')}` : 'No inputs');

  const outputs = (definition?.outputs ?? []).map((socket) => {
    const targets = wires.from
      .filter((c) => c.sourceOutputIdentifier === socket.identifier)
      .map((c) => `${name(c.targetNode)} (${c.targetInputIdentifier})`);
    return targets.length > 0
      ? `${socket.identifier} to ${listed(targets)}`
      : `${socket.identifier} not wired`;
  });
  sentences.push(outputs.length > 0 ? `Outputs: ${outputs.join('; ')}` : 'No outputs');

  sentences.push(valueSentence(input));
  return `${sentences.join('. ')}.`;
}

function valueSentence({ definition, outputs, status }: NodeDescriptionInput): string {
  if (status.status === 'error') {
    const [first, ...rest] = status.errors;
    return first === undefined
      ? 'Error'
      : `Error: ${first}${rest.length > 0 ? ` (and ${rest.length} more)` : ''}`;
  }
  const sockets = definition?.outputs ?? [];
  if (sockets.length === 0) return 'No value';
  if (!outputs) return 'Value not computed yet';
  if (sockets.length === 1) return `Value ${formatValue(outputs[sockets[0].identifier], VALUE_MAX)}`;
  return `Values: ${sockets
    .map((s) => `${s.identifier} ${formatValue(outputs[s.identifier], VALUE_MAX)}`)
    .join('; ')}`;
}
