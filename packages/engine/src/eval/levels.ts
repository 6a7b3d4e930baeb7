import type { DataType, InputDefinition, OutputDefinition } from '../model/index.js';
import { DATA_TYPES } from '../model/index.js';
import type { EvalGraph } from './graph-view.js';
import { KIND } from './kinds.js';
import { socketIdentifier } from './udn-overlay.js';

/** A level's socket, as one of its levelInput or levelOutput children defines it. */
export interface LevelSocket {
  nodeId: string;
  /** the socket node's id (for a packed UDN's inner socket, its id inside the UDN) */
  identifier: string;
  /** the socket node's name: unique on its level, it breaks orderHint ties */
  name: string;
  label: string;
  dataType: DataType;
  required: boolean;
  orderHint: number;
  isMultiInput: boolean;
  minInstances?: number;
  maxInstances?: number;
}

export interface LevelInterface {
  inputs: LevelSocket[];
  outputs: LevelSocket[];
}

type ParamsOf = (nodeId: string) => Record<string, unknown>;

/**
 * A socket is identified by its levelInput/levelOutput node's id (stable across renames) and
 * labelled by the node's name, as the engine's ports (events/ports.ts) give them.
 */
function socket(
  levelId: string,
  nodeId: string,
  params: Record<string, unknown>,
  nodeName: string,
): LevelSocket {
  const dataType = DATA_TYPES.includes(params.dataType as DataType)
    ? (params.dataType as DataType)
    : 'inferred';
  const isMultiInput = params.isMultiInput === true;
  return {
    nodeId,
    identifier: socketIdentifier(levelId, nodeId),
    name: nodeName,
    label: nodeName,
    dataType,
    required: params.required === true,
    orderHint: typeof params.orderHint === 'number' ? params.orderHint : 0,
    isMultiInput,
    ...(isMultiInput && typeof params.minInstances === 'number' ? { minInstances: params.minInstances } : {}),
    ...(isMultiInput && typeof params.maxInstances === 'number' ? { maxInstances: params.maxInstances } : {}),
  };
}

/** orderHint first; ties broken by the unique name (spec 2 §3 levelOutput). */
function byOrder(a: LevelSocket, b: LevelSocket): number {
  return a.orderHint - b.orderHint || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** The inputs and outputs a level node shows: one per levelInput / levelOutput child. */
export function levelInterface(graph: EvalGraph, levelId: string, paramsOf: ParamsOf): LevelInterface {
  const inputs: LevelSocket[] = [];
  const outputs: LevelSocket[] = [];
  for (const id of graph.childrenOf(levelId)) {
    const node = graph.getNode(id);
    if (node?.definitionName === KIND.levelInput) inputs.push(socket(levelId, id, paramsOf(id), node.name));
    else if (node?.definitionName === KIND.levelOutput)
      outputs.push(socket(levelId, id, paramsOf(id), node.name));
  }
  return { inputs: inputs.sort(byOrder), outputs: outputs.sort(byOrder) };
}

/** The level's sockets in the shape of a definition's inputs and outputs. */
export function levelDefinitionSockets(iface: LevelInterface): {
  inputs: InputDefinition[];
  outputs: OutputDefinition[];
} {
  return {
    inputs: iface.inputs.map((s) => ({
      identifier: s.identifier,
      label: s.label,
      dataType: s.dataType,
      required: s.required,
      orderHint: s.orderHint,
      ...(s.isMultiInput ? { isMultiInput: true } : {}),
      ...(s.minInstances !== undefined ? { minInstances: s.minInstances } : {}),
      ...(s.maxInstances !== undefined ? { maxInstances: s.maxInstances } : {}),
    })),
    outputs: iface.outputs.map((s) => ({ identifier: s.identifier, label: s.label, dataType: s.dataType })),
  };
}
