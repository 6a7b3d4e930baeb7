import type { GraphNode, NodeDefinition } from '../model/index.js';
import { failure } from './compute-node.js';
import type { ComputeHost, ComputeResult, IterationScope } from './host.js';
import { inputValue, type OutputsOf } from './inputs.js';
import { KIND } from './kinds.js';
import { EVAL_MESSAGES } from './messages.js';
import { orderWithin } from './plan.js';

const LOOP_METHODS = ['inputArray', 'number'];
const ITERATION_RESULTS = ['feedback', 'merge'];

interface LoopSettings {
  method: 'inputArray' | 'number';
  feedback: boolean;
  input: unknown;
  count: number;
}

function loopSettings(host: ComputeHost, startId: string, lookup: OutputsOf): LoopSettings | string {
  const raw = host.params.nodeValues(startId).raw;
  if (!LOOP_METHODS.includes(raw.loopMethod as string)) return EVAL_MESSAGES.invalidLoopMethod;
  if (!ITERATION_RESULTS.includes(raw.iterationResult as string)) return EVAL_MESSAGES.invalidIterationResult;
  const startInput = host.registry.get(KIND.loopStart)?.inputs[0]?.identifier ?? 'loopInput';
  const input = inputValue(host.graph, startId, startInput, false, lookup).value;
  const method = raw.loopMethod as LoopSettings['method'];
  let count: number;
  if (method === 'number') {
    if (typeof raw.count !== 'number' || Number.isNaN(raw.count)) return EVAL_MESSAGES.countNotNumber;
    count = Math.max(0, Math.floor(raw.count));
  } else {
    if (!Array.isArray(input)) return EVAL_MESSAGES.loopInputNotArray;
    count = input.length;
  }
  return { method, feedback: raw.iterationResult === 'feedback', input, count };
}

/**
 * Runs a loop end: every iteration computes the loop's own members in order (an inner loop
 * end runs its own iterations), then the last iteration's values are kept, so a clean loop end
 * leaves the nodes of its loop Clean (spec 2 §4).
 */
export async function runLoop(
  host: ComputeHost,
  end: GraphNode,
  definition: NodeDefinition,
  lookup: OutputsOf,
  scope: IterationScope | undefined,
): Promise<ComputeResult> {
  const structure = host.loops();
  const loop = structure.loops.get(end.id);
  if (!loop?.startId)
    return failure(end, loop?.error ?? EVAL_MESSAGES.noBlockStart(KIND.loopStart, end.name));
  const startId = loop.startId;
  const settings = loopSettings(host, startId, lookup);
  if (typeof settings === 'string') return failure(end, settings);
  const members = [...loop.body].filter((id) => structure.memberOf.get(id) === end.id);
  const depsInLoop = (id: string) => {
    const info = structure.loops.get(id);
    return info?.startId && structure.memberOf.get(id) === end.id ? info.external : host.structuralDeps(id);
  };
  const plan = orderWithin(members, depsInLoop);
  if ('cycle' in plan) {
    for (const id of plan.cycle) host.recordFailure(id, EVAL_MESSAGES.circularConnection);
    return failure(end, EVAL_MESSAGES.circularConnection);
  }
  const endInput = definition.inputs[0]?.identifier ?? 'input';
  const results: unknown[] = [];
  let fed = settings.input;
  let last: IterationScope | undefined;
  for (let index = 0; index < settings.count; index++) {
    const iteration: IterationScope = new Map();
    const seen: OutputsOf = (id) => iteration.get(id)?.outputs ?? lookup(id);
    const item = settings.feedback
      ? fed
      : settings.method === 'inputArray'
        ? (settings.input as unknown[])[index]
        : index;
    // a member's last value depends on its whole loop (feedback), so it also watches the loop end
    iteration.set(startId, { outputs: { item, index }, deps: [...host.structuralDeps(startId), end.id] });
    for (const id of plan.order) {
      const result = await host.compute(id, seen, iteration);
      if (!result.ok) {
        host.recordFailure(id, result.message);
        return failure(end, EVAL_MESSAGES.failedUpstream(id));
      }
      const inner = structure.loops.get(id);
      iteration.set(id, {
        outputs: result.outputs,
        deps: [...(inner?.startId ? inner.watched : depsInLoop(id)), end.id],
      });
    }
    const value = inputValue(host.graph, end.id, endInput, false, seen).value;
    if (settings.feedback) fed = value;
    else results.push(value);
    last = iteration;
  }
  if (last) {
    if (scope) for (const [id, entry] of last) scope.set(id, entry);
    else host.commit(last);
  }
  return {
    ok: true,
    outputs: { [definition.outputs[0]?.identifier ?? 'output']: settings.feedback ? fed : results },
    warnings: [],
  };
}
