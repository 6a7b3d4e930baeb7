import type { Connection, InputDefinition } from '../model/index.js';
import type { EvalGraph } from './graph-view.js';
import { EVAL_MESSAGES } from './messages.js';

/** Values of a node's inputs: a multi-input is an array in connection order. */
export interface GatheredInputs {
  inputs: Record<string, unknown>;
  connected: Record<string, boolean>;
}

export type OutputsOf = (nodeId: string) => Record<string, unknown> | undefined;

/** Required inputs and multi-input instance limits (spec 2 §5 Graph); the first problem, if any. */
export function inputProblem(
  graph: EvalGraph,
  nodeId: string,
  inputs: readonly InputDefinition[],
  nameOf: (input: InputDefinition) => string = (input) => input.identifier,
): string | undefined {
  for (const input of inputs) {
    const count = graph.connectionsToInput(nodeId, input.identifier).length;
    if (input.required && count === 0) return EVAL_MESSAGES.requiredInput(nameOf(input));
    if (!input.isMultiInput) continue;
    if (input.minInstances !== undefined && count < input.minInstances) {
      return EVAL_MESSAGES.notEnoughInputs(nameOf(input), input.minInstances);
    }
    if (input.maxInstances !== undefined && count > input.maxInstances) {
      return EVAL_MESSAGES.tooManyInputs(nameOf(input), input.maxInstances);
    }
  }
  return undefined;
}

/**
 * inputProblem read off inputs already gathered (a multi-input's value is an array with one item
 * per wire): the same first problem, without looking the wires up again.
 */
export function gatheredInputProblem(
  inputs: readonly InputDefinition[],
  gathered: GatheredInputs,
): string | undefined {
  for (const input of inputs) {
    const connected = gathered.connected[input.identifier];
    if (input.required && !connected) return EVAL_MESSAGES.requiredInput(input.identifier);
    if (!input.isMultiInput) continue;
    const count = (gathered.inputs[input.identifier] as unknown[]).length;
    if (input.minInstances !== undefined && count < input.minInstances) {
      return EVAL_MESSAGES.notEnoughInputs(input.identifier, input.minInstances);
    }
    if (input.maxInstances !== undefined && count > input.maxInstances) {
      return EVAL_MESSAGES.tooManyInputs(input.identifier, input.maxInstances);
    }
  }
  return undefined;
}

export function wireValue(wire: Connection, outputsOf: OutputsOf): unknown {
  return outputsOf(wire.sourceNode)?.[wire.sourceOutputIdentifier];
}

/** Reads the values wired into one input (an array for a multi-input). */
export function inputValue(
  graph: EvalGraph,
  nodeId: string,
  identifier: string,
  multi: boolean,
  outputsOf: OutputsOf,
): { value: unknown; connected: boolean } {
  const wires = graph.connectionsToInput(nodeId, identifier);
  if (multi) return { value: wires.map((w) => wireValue(w, outputsOf)), connected: wires.length > 0 };
  return {
    value: wires.length > 0 ? wireValue(wires[0], outputsOf) : undefined,
    connected: wires.length > 0,
  };
}

export function gatherInputs(
  graph: EvalGraph,
  nodeId: string,
  inputs: readonly InputDefinition[],
  outputsOf: OutputsOf,
): GatheredInputs {
  const out: GatheredInputs = { inputs: {}, connected: {} };
  for (const input of inputs) {
    // inputValue's reading, without its result object per input
    const wires = graph.connectionsToInput(nodeId, input.identifier);
    out.inputs[input.identifier] =
      input.isMultiInput === true
        ? wires.map((wire) => wireValue(wire, outputsOf))
        : wires.length > 0
          ? wireValue(wires[0], outputsOf)
          : undefined;
    out.connected[input.identifier] = wires.length > 0;
  }
  return out;
}
