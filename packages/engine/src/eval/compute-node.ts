import type {
  GraphNode,
  InputDefinition,
  NodeDefinition,
  RuleContext,
  RuleNodeInfo,
} from '../model/index.js';
import { UDN_MESSAGES } from '../udn/constants.js';
import { type EvalGraph, nodePath } from './graph-view.js';
import type { ComputeHost, ComputeResult, IterationScope } from './host.js';
import {
  type GatheredInputs,
  gatheredInputProblem,
  gatherInputs,
  inputProblem,
  inputValue,
  type OutputsOf,
  wireValue,
} from './inputs.js';
import { isContainer, KIND } from './kinds.js';
import { levelDefinitionSockets } from './levels.js';
import { runLoop } from './loop-runner.js';
import { matchBlockStart } from './loops.js';
import { EVAL_MESSAGES } from './messages.js';
import { isUnset } from './param-specs.js';
import type { NodeParamValues } from './params.js';

export function failure(node: GraphNode, reason: string): ComputeResult {
  return { ok: false, message: EVAL_MESSAGES.failedNode(node.name, node.definitionName, reason), reason };
}

function ok(outputs: Record<string, unknown>, warnings: string[] = []): ComputeResult {
  return { ok: true, outputs, warnings };
}

function requiredParamProblem(values: NodeParamValues): string | undefined {
  for (const spec of values.specs) {
    if (!spec.required) continue;
    const value = spec.custom ? values.customParams[spec.name] : values.raw[spec.name];
    if (isUnset(value)) return EVAL_MESSAGES.requiredParam(spec.name);
  }
  return undefined;
}

function computeLevel(host: ComputeHost, node: GraphNode, lookup: OutputsOf): ComputeResult {
  const iface = host.levelInterface(node.id);
  const problem = inputProblem(host.graph, node.id, levelDefinitionSockets(iface).inputs, (i) => i.label);
  if (problem) return failure(node, problem);
  const outputs: Record<string, unknown> = {};
  for (const socket of iface.outputs) {
    const wires = host.graph.connectionsTo(socket.nodeId);
    if (socket.required && wires.length === 0)
      return failure(node, EVAL_MESSAGES.requiredOutput(socket.label));
    outputs[socket.identifier] = wires.length > 0 ? wireValue(wires[0], lookup) : undefined;
  }
  return ok(outputs);
}

function computeLevelInput(
  host: ComputeHost,
  node: GraphNode,
  definition: NodeDefinition,
  lookup: OutputsOf,
): ComputeResult {
  if (!node.parentId) return failure(node, EVAL_MESSAGES.missingRequiredInputValue(node.name));
  const iface = host.levelInterface(node.parentId);
  const socket = iface.inputs.find((s) => s.nodeId === node.id);
  if (!socket) return failure(node, EVAL_MESSAGES.missingRequiredInputValue(node.name));
  const { value, connected } = inputValue(
    host.graph,
    node.parentId,
    socket.identifier,
    socket.isMultiInput,
    lookup,
  );
  if (socket.required && (!connected || value === undefined)) {
    return failure(node, EVAL_MESSAGES.missingRequiredInputValue(socket.label));
  }
  return ok({ [definition.outputs[0]?.identifier ?? 'output']: value });
}

function computeReference(
  host: ComputeHost,
  node: GraphNode,
  definition: NodeDefinition,
  lookup: OutputsOf,
): ComputeResult {
  const target = host.referenceTarget(node);
  const values = host.params.nodeValues(node.id).params;
  if (target === undefined) return failure(node, EVAL_MESSAGES.referenceNotFound(String(values.path ?? '')));
  const outputIdentifier = String(values.outputIdentifier ?? '');
  return ok({ [definition.outputs[0]?.identifier ?? 'output']: lookup(target)?.[outputIdentifier] });
}

function bypass(
  host: ComputeHost,
  node: GraphNode,
  inputs: readonly InputDefinition[],
  definition: NodeDefinition,
  lookup: OutputsOf,
): ComputeResult {
  const first = inputs[0];
  const value = first
    ? inputValue(host.graph, node.id, first.identifier, first.isMultiInput === true, lookup).value
    : undefined;
  return ok(Object.fromEntries(definition.outputs.map((o) => [o.identifier, value])));
}

const NO_LOG = () => {};

/**
 * What a rule sees of its node. `path` is built only for the rules that read it (it walks up to
 * Root), by a getter on the class: an object literal with a getter costs far more to make per node.
 */
class RuleNode implements RuleNodeInfo {
  readonly id: string;
  readonly name: string;
  readonly definitionName: string;
  readonly #graph: EvalGraph;

  constructor(graph: EvalGraph, node: GraphNode) {
    this.id = node.id;
    this.name = node.name;
    this.definitionName = node.definitionName;
    this.#graph = graph;
  }

  get path(): string {
    return nodePath(this.#graph, this.id);
  }
}

/**
 * A rule's `warn`, pushing into `warnings`. Made by a function, not written inline as
 * `warn: (m) => …`: under tsx (the benches, the dev server) an inline one is named per node
 * with a defineProperty call, a tenth of a small node's compute time.
 */
function warnInto(warnings: string[]): (message: string) => void {
  return (message) => {
    warnings.push(message);
  };
}

/** A rule that failed: its message as the node's failure. */
function ruleFailure(node: GraphNode, error: unknown): ComputeResult {
  return failure(node, error instanceof Error ? error.message : String(error));
}

/**
 * Runs the node's rule. A rule that returns a plain value is finished without a promise (most
 * rules are synchronous; an await per node would cost a microtask and a promise each).
 */
function runRule(
  host: ComputeHost,
  node: GraphNode,
  definition: NodeDefinition,
  lookup: OutputsOf,
  values: NodeParamValues = host.params.valuesOf(node),
  gathered: GatheredInputs = gatherInputs(host.graph, node.id, definition.inputs, lookup),
): ComputeResult | Promise<ComputeResult> {
  const rule = host.registry.rule(node.definitionName);
  const warnings: string[] = [];
  const parent = node.parentId ? host.graph.getNode(node.parentId) : undefined;
  const ctx: RuleContext = {
    inputs: gathered.inputs,
    connected: gathered.connected,
    params: values.params,
    customParams: values.customParams,
    env: host.params.levelEnv(node.parentId).values,
    parentEnv: parent ? host.params.levelEnv(parent.parentId).values : {},
    node: new RuleNode(host.graph, node),
    platform: host.platform,
    warn: warnInto(warnings),
    log: NO_LOG,
  };
  if (!rule) return ok({}, warnings);
  let result: ReturnType<typeof rule>;
  try {
    result = rule(ctx);
  } catch (error) {
    return ruleFailure(node, error);
  }
  if (!isPromiseLike(result)) return ok(result ?? {}, warnings);
  return Promise.resolve(result).then(
    (outputs) => ok(outputs ?? {}, warnings),
    (error: unknown) => ruleFailure(node, error),
  );
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null | undefined)?.then === 'function';
}

/**
 * Computes one node's outputs from its (already computed) dependencies: a result, or a promise of
 * one when the node's rule is asynchronous.
 */
export function computeNode(
  host: ComputeHost,
  id: string,
  lookup: OutputsOf,
  scope: IterationScope | undefined,
): ComputeResult | Promise<ComputeResult> {
  const node = host.graph.getNode(id);
  if (!node) return { ok: false, message: EVAL_MESSAGES.nodeNotFound(id) };
  const loops = host.loops();
  const loopError = loops.errors.get(id);
  if (loopError) return failure(node, loopError);
  // outside an iteration a loop's node has a value only if its loop end ran it
  if (!scope && loops.memberOf.has(id)) return failure(node, EVAL_MESSAGES.loopStackEmpty);
  const kind = node.definitionName;
  if (isContainer(kind)) return failure(node, EVAL_MESSAGES.containerNotParsable(kind));
  if (kind === KIND.levelOutput) return failure(node, EVAL_MESSAGES.levelOutputNotParsable);
  if (kind === KIND.plugin) return failure(node, EVAL_MESSAGES.pluginNotParsable);
  if (host.isLevelLike(node)) return computeLevel(host, node, lookup);
  const definition = host.registry.get(kind);
  if (!definition) return failure(node, EVAL_MESSAGES.definitionNotFound(kind));
  if (host.evaluatesUdns && node.udnId && definition.udnId && !node.unpacked) {
    return failure(node, UDN_MESSAGES.notRegistered(kind, node.udnId)); // a packed UDN without its graph
  }
  let values: NodeParamValues | undefined;
  let gathered: GatheredInputs | undefined;
  if (!node.flags.bypass) {
    // gathered once: checked here, then handed to the rule (not looked up twice)
    gathered = gatherInputs(host.graph, id, definition.inputs, lookup);
    let problem = gatheredInputProblem(definition.inputs, gathered);
    if (!problem) {
      values = host.params.valuesOf(node);
      problem = requiredParamProblem(values);
    }
    if (problem) return failure(node, problem);
  }
  switch (kind) {
    case KIND.levelInput:
      return computeLevelInput(host, node, definition, lookup);
    case KIND.reference:
      return computeReference(host, node, definition, lookup);
    case KIND.loopStart:
      return failure(node, EVAL_MESSAGES.loopStackEmpty);
    case KIND.loopEnd:
      return runLoop(host, node, definition, lookup, scope);
    case KIND.taskEnd: {
      const start = matchBlockStart(
        {
          depsOf: (x) => host.structuralDeps(x),
          kindOf: (x) => host.graph.getNode(x)?.definitionName,
          nameOf: (x) => host.graph.getNode(x)?.name ?? x,
        },
        id,
        KIND.taskStart,
        KIND.taskEnd,
      );
      if (typeof start !== 'string') return failure(node, start.message);
      return runRule(host, node, definition, lookup, values, gathered);
    }
    default:
      // bypass skips a rule; the engine's own kinds (levels, loops, references) ignore it
      if (node.flags.bypass) return bypass(host, node, definition.inputs, definition, lookup);
      return runRule(host, node, definition, lookup, values, gathered);
  }
}
