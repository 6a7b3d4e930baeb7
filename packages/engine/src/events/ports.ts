import type { GraphState } from '../graph/index.js';
import {
  type DefinitionRegistry,
  type GraphNode,
  LEVEL_INPUT_DEFINITION,
  LEVEL_OUTPUT_DEFINITION,
  type NodeDefinition,
} from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';

/** A socket of a node: an input or an output. */
export interface Port {
  identifier: string;
  /** the definition's label (or the level socket node's name): reconnection falls back to it */
  label: string;
  isMultiInput: boolean;
}

/**
 * The sockets of a node. A definition's inputs and outputs; a node with a sub-level (a level or an
 * unpacked UDN) also gets one input per levelInput child and one output per levelOutput child,
 * identified by that child's id (stable across renames; the UDN library remaps ids on unpack).
 */
export function portsOf(
  state: GraphState,
  registry: DefinitionRegistry,
  node: GraphNode,
): { inputs: readonly Port[]; outputs: readonly Port[] } {
  const own = definitionPorts(nodeDefinition(registry, node));
  const children = state.childrenOf(node.id);
  if (children.size === 0) return own;
  const inputs = [...own.inputs];
  const outputs = [...own.outputs];
  for (const childId of children) {
    const child = state.getNode(childId)!;
    if (child.definitionName === LEVEL_INPUT_DEFINITION) {
      inputs.push({
        identifier: child.id,
        label: child.name,
        isMultiInput: child.params.isMultiInput?.value === true,
      });
    } else if (child.definitionName === LEVEL_OUTPUT_DEFINITION) {
      outputs.push({ identifier: child.id, label: child.name, isMultiInput: false });
    }
  }
  return { inputs, outputs };
}

const NO_PORTS = { inputs: [], outputs: [] } as const;
/** the sockets a definition declares, computed once per definition (replay connects a lot) */
const portsByDefinition = new WeakMap<
  NodeDefinition,
  { inputs: readonly Port[]; outputs: readonly Port[] }
>();

function definitionPorts(definition: NodeDefinition | undefined): {
  inputs: readonly Port[];
  outputs: readonly Port[];
} {
  if (!definition) return NO_PORTS;
  let ports = portsByDefinition.get(definition);
  if (!ports) {
    ports = {
      inputs: definition.inputs.map((i) => ({
        identifier: i.identifier,
        label: i.label,
        isMultiInput: i.isMultiInput === true,
      })),
      outputs: definition.outputs.map((o) => ({
        identifier: o.identifier,
        label: o.label,
        isMultiInput: false,
      })),
    };
    portsByDefinition.set(definition, ports);
  }
  return ports;
}

/** The port with that identifier (a loop, not find with a closure: replay looks up two per wire). */
function byIdentifier(ports: readonly Port[], identifier: string): Port | undefined {
  for (const port of ports) if (port.identifier === identifier) return port;
  return undefined;
}

export function findInput(
  state: GraphState,
  registry: DefinitionRegistry,
  node: GraphNode,
  identifier: string,
): Port | undefined {
  return byIdentifier(portsOf(state, registry, node).inputs, identifier);
}

export function findOutput(
  state: GraphState,
  registry: DefinitionRegistry,
  node: GraphNode,
  identifier: string,
): Port | undefined {
  return byIdentifier(portsOf(state, registry, node).outputs, identifier);
}
