import type { GraphState } from '../graph/index.js';
import {
  type DefinitionRegistry,
  type GraphNode,
  LEVEL_INPUT_DEFINITION,
  LEVEL_OUTPUT_DEFINITION,
} from '../model/index.js';

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
): { inputs: Port[]; outputs: Port[] } {
  const definition = registry.get(node.definitionName);
  const inputs: Port[] = (definition?.inputs ?? []).map((i) => ({
    identifier: i.identifier,
    label: i.label,
    isMultiInput: i.isMultiInput === true,
  }));
  const outputs: Port[] = (definition?.outputs ?? []).map((o) => ({
    identifier: o.identifier,
    label: o.label,
    isMultiInput: false,
  }));
  for (const childId of state.childrenOf(node.id)) {
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

export function findInput(
  state: GraphState,
  registry: DefinitionRegistry,
  node: GraphNode,
  identifier: string,
) {
  return portsOf(state, registry, node).inputs.find((p) => p.identifier === identifier);
}

export function findOutput(
  state: GraphState,
  registry: DefinitionRegistry,
  node: GraphNode,
  identifier: string,
) {
  return portsOf(state, registry, node).outputs.find((p) => p.identifier === identifier);
}
