import type { DefinitionRegistry, GraphNode, RulePlatform } from '../model/index.js';
import { type ChangeContext, changeEffects } from './change-effects.js';
import type { GraphChange } from './changes.js';
import { computeNode } from './compute-node.js';
import { defaultPlatform } from './default-platform.js';
import { DirtyTracker, type EvalStatus } from './dirty.js';
import { pathNames } from './expression/index.js';
import { type EvalGraph, resolveNodePath } from './graph-view.js';
import type { ComputeHost, ComputeResult, IterationScope } from './host.js';
import type { OutputsOf } from './inputs.js';
import { INDEXED_KINDS, isLevelLike, KIND } from './kinds.js';
import { type LevelInterface, levelInterface } from './levels.js';
import { buildLoopStructure, type LoopStructure } from './loops.js';
import { EVAL_MESSAGES } from './messages.js';
import { ParamEvaluator } from './params.js';
import { addSources, addTo } from './read-index.js';
import {
  socketIdentifier,
  UDN_INNER_SEPARATOR,
  type UdnInternalsSource,
  UdnOverlayGraph,
} from './udn-overlay.js';

export { defaultPlatform };

export type EvalResult = { ok: true; outputs: Record<string, unknown> } | { ok: false; error: string };

/** The #kinds key of nodes that carry a udnId (packed UDN instances, whose insides may hold loops). */
const PACKED_INSTANCES = '#packedUdnInstances';

export interface EvaluatorOptions {
  graph: EvalGraph;
  registry: DefinitionRegistry;
  platform?: RulePlatform;
  /** packed UDNs are evaluated from their inner graphs found here (the UDN library) */
  udns?: UdnInternalsSource;
}

/**
 * Pull-based, cached evaluation (spec 2 §4 Evaluation status per node). `evaluate` computes
 * only what is not Clean upstream of the asked node, one request at a time (parse queue
 * concurrency 1); `applyChanges` marks what an edit makes Dirty.
 */
export class Evaluator {
  readonly graph: EvalGraph;
  readonly registry: DefinitionRegistry;
  readonly params: ParamEvaluator;
  readonly #tracker = new DirtyTracker();
  readonly #errors = new Map<string, string>();
  readonly #ruleWarnings = new Map<string, string[]>();
  readonly #paramReaders = new Map<string, Set<string>>();
  readonly #pathReaders = new Map<string, Set<string>>();
  readonly #envReaders = new Set<string>();
  readonly #kinds = new Map<string, Set<string>>();
  readonly #host: ComputeHost;
  #loops: LoopStructure | undefined;
  /** loop ends of the project and inside packed UDN instances (reset with #loops) */
  #loopEnds: string[] | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  // made once, not per pull: under tsx every closure written inline is named with a defineProperty
  readonly #depsOf = (id: string) => this.#scheduleDeps(id);
  readonly #lookup: OutputsOf = (id) => this.#tracker.outputsOf(id);
  /** counts the edits heard (applyChanges, udnChanged): a pull's plan is stale once it moves */
  #generation = 0;

  readonly #overlay: UdnOverlayGraph | undefined;
  readonly #changeContext: ChangeContext;

  constructor(options: EvaluatorOptions) {
    this.#overlay = options.udns ? new UdnOverlayGraph(options.graph, options.udns) : undefined;
    this.graph = this.#overlay ?? options.graph;
    this.#changeContext = {
      graph: this.graph,
      isLevelLike: (node) => this.#isLevelLike(node),
      index: (node) => this.#index(node),
      unindex: (node) => this.#unindex(node),
    };
    this.registry = options.registry;
    this.params = new ParamEvaluator(
      this.graph,
      this.registry,
      {
        paramRead: (source, reader) => addTo(this.#paramReaders, source, reader),
        pathRead: (names, reader) => {
          for (const n of names) addTo(this.#pathReaders, n, reader);
        },
        envRead: (setEnvIds, reader) => {
          this.#envReaders.add(reader);
          for (const id of setEnvIds) addTo(this.#paramReaders, id, reader);
        },
      },
      // the kinds index misses the insides of packed UDNs: with those, levels are scanned
      this.#overlay ? undefined : () => this.#kinds.get(KIND.setEnv) ?? [],
    );
    for (const node of this.graph.nodes()) this.#index(node);
    this.#host = {
      graph: this.graph,
      registry: this.registry,
      params: this.params,
      platform: options.platform ?? defaultPlatform(),
      loops: () => this.loopStructure(),
      isLevelLike: (node) => this.#isLevelLike(node),
      evaluatesUdns: this.#overlay !== undefined,
      levelInterface: (id) => this.levelInterface(id),
      structuralDeps: (id) => this.structuralDeps(id),
      referenceTarget: (node) => this.#referenceTarget(node),
      compute: (id, lookup, scope) => computeNode(this.#host, id, lookup, scope),
      commit: (iteration) => this.#commit(iteration),
      recordFailure: (id, message) => this.#fail(id, message),
    };
  }

  // ---- reading ----
  status(id: string): EvalStatus {
    return this.#tracker.statusOf(id);
  }
  /** the last clean outputs of a node */
  outputs(id: string): Record<string, unknown> | undefined {
    return this.#tracker.outputsOf(id);
  }
  /** what to show on a node: its parse error, cyclic-expression warnings and its rule's warnings */
  messages(id: string): string[] {
    const error = this.#errors.get(id);
    const params = this.graph.getNode(id) ? this.params.nodeValues(id).warnings : [];
    return [...(error ? [error] : []), ...params, ...(this.#ruleWarnings.get(id) ?? [])];
  }
  levelInterface(levelId: string): LevelInterface {
    return levelInterface(this.graph, levelId, (id) => this.params.nodeValues(id).params);
  }
  loopStructure(): LoopStructure {
    this.#loops ??= buildLoopStructure(
      {
        depsOf: (id) => this.structuralDeps(id),
        kindOf: (id) => this.graph.getNode(id)?.definitionName,
        nameOf: (id) => this.graph.getNode(id)?.name ?? id,
      },
      this.#allLoopEnds(),
    );
    return this.#loops;
  }
  #allLoopEnds(): string[] {
    this.#loopEnds ??= [
      ...(this.#kinds.get(KIND.loopEnd) ?? []),
      ...(this.#overlay?.innerIdsOfDefinition(KIND.loopEnd, this.#kinds.get(PACKED_INSTANCES) ?? []) ?? []),
    ];
    return this.#loopEnds;
  }
  /** ids of the nodes of one indexed kind (loopStart, loopEnd, setEnv, getEnv, unitTest, ...) */
  nodesOfKind(kind: string): string[] {
    return [...(this.#kinds.get(kind) ?? [])];
  }

  #isLevelLike(node: GraphNode): boolean {
    return isLevelLike(node) || this.#overlay?.innerOf(node) !== undefined;
  }

  /** What a node reads, as wires, levels and references give it (loops not redirected). */
  structuralDeps(id: string): readonly string[] {
    const node = this.graph.getNode(id);
    if (!node) return [];
    const deps: string[] = [];
    if (this.#isLevelLike(node)) {
      for (const child of this.graph.childrenOf(id)) {
        if (this.graph.getNode(child)?.definitionName === KIND.levelOutput)
          addSources(deps, this.graph.connectionsTo(child));
      }
    } else if (node.definitionName === KIND.levelInput && node.parentId) {
      addSources(deps, this.graph.connectionsToInput(node.parentId, socketIdentifier(node.parentId, id)));
    } else if (node.definitionName === KIND.reference) {
      const target = this.#referenceTarget(node);
      if (target !== undefined && target !== id) deps.push(target);
    } else addSources(deps, this.graph.connectionsTo(id));
    return deps;
  }

  /** What must be computed before a node in a pull: a loop's members wait for their loop end. */
  #scheduleDeps(id: string): readonly string[] {
    const loops = this.#allLoopEnds().length > 0 ? this.loopStructure() : undefined;
    const loopEnd = loops?.memberOf.get(id);
    if (loopEnd) return [loopEnd];
    const loop = loops?.loops.get(id);
    if (loop) return loop.startId ? loop.external : []; // an unmatched loop end fails by itself
    return this.structuralDeps(id);
  }

  #referenceTarget(node: GraphNode): string | undefined {
    const values = this.params.nodeValues(node.id).params;
    const path = String(values.path ?? values.nodePath ?? '');
    for (const n of pathNames(path)) addTo(this.#pathReaders, n, node.id);
    return path === '' ? undefined : resolveNodePath(this.graph, node.parentId, path);
  }

  // ---- evaluating ----
  /** Computes a node's outputs (queued: one evaluation at a time). */
  evaluate(id: string): Promise<EvalResult> {
    const run = this.#queue.then(() => this.#pull(id));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #pull(target: string): Promise<EvalResult> {
    try {
      if (!this.graph.getNode(target)) return { ok: false, error: EVAL_MESSAGES.nodeNotFound(target) };
      const plan = this.#tracker.plan(target, this.#depsOf);
      if ('cycle' in plan) {
        for (const id of plan.cycle) this.#fail(id, EVAL_MESSAGES.circularConnection);
        if (!plan.cycle.includes(target)) this.#fail(target, EVAL_MESSAGES.failedCircular);
        return { ok: false, error: EVAL_MESSAGES.failedCircular };
      }
      const lookup = this.#lookup;
      const generation = this.#generation;
      const loops = this.#allLoopEnds().length > 0;
      for (let i = 0; i < plan.order.length; i++) {
        const id = plan.order[i];
        if (loops && this.#tracker.isClean(id)) continue; // a loop end already committed it
        const computed = computeNode(this.#host, id, lookup, undefined);
        const result = computed instanceof Promise ? await computed : computed;
        if (!result.ok) {
          this.#fail(id, result.message);
          const error =
            this.#udnFailure(id, result) ??
            (id === target ? result.message : EVAL_MESSAGES.failedUpstream(id));
          if (id === target) return { ok: false, error };
          this.#fail(target, error);
          return { ok: false, error };
        }
        const loop = this.#loops?.loops.get(id);
        // the plan's deps hold unless an edit came in while an asynchronous rule ran
        const deps = generation === this.#generation ? plan.deps[i] : this.#scheduleDeps(id);
        this.#succeed(id, result, loop?.startId ? loop.watched : deps);
      }
      return { ok: true, outputs: this.#tracker.outputsOf(target) ?? {} };
    } catch (error) {
      console.error(error);
      this.#fail(target, EVAL_MESSAGES.unknown);
      return { ok: false, error: EVAL_MESSAGES.unknown };
    }
  }

  /** A failure inside a packed UDN reads 'Failed to parse UDN {name} {definition}: {inner name}: {reason}'. */
  #udnFailure(id: string, result: Extract<ComputeResult, { ok: false }>): string | undefined {
    const at = id.indexOf(UDN_INNER_SEPARATOR);
    if (at < 0) return undefined;
    const instance = this.graph.getNode(id.slice(0, at));
    const inner = this.graph.getNode(id);
    if (!instance || !inner) return undefined;
    return EVAL_MESSAGES.failedUdn(
      instance.name,
      instance.definitionName,
      `${inner.name}: ${result.reason ?? result.message}`,
    );
  }

  /** A UDN's inner graph changed: its packed instances and everything they computed are Dirty. */
  udnChanged(udnId: string): void {
    this.#generation++;
    this.#overlay?.reset();
    this.#forgetLoops();
    const seeds: string[] = [];
    for (const node of this.graph.nodes()) if (node.udnId === udnId) seeds.push(node.id);
    for (const seed of [...seeds])
      seeds.push(...this.#tracker.idsWithPrefix(`${seed}${UDN_INNER_SEPARATOR}`));
    for (const id of seeds) this.params.invalidate(id);
    this.#tracker.markDirty(seeds);
  }

  #forgetLoops(): void {
    this.#loops = undefined;
    this.#loopEnds = undefined;
  }

  #succeed(id: string, result: Extract<ComputeResult, { ok: true }>, deps: readonly string[]): void {
    // size checks first: most graphs have no errors or warnings, and a miss still costs a lookup
    if (this.#errors.size > 0) this.#errors.delete(id);
    if (result.warnings.length > 0) this.#ruleWarnings.set(id, result.warnings);
    else if (this.#ruleWarnings.size > 0) this.#ruleWarnings.delete(id);
    this.#tracker.setClean(id, deps, result.outputs);
  }

  #fail(id: string, message: string): void {
    this.#errors.set(id, message);
    this.#tracker.setDirty(id);
  }

  #commit(iteration: IterationScope): void {
    for (const [id, entry] of iteration)
      this.#succeed(id, { ok: true, outputs: entry.outputs, warnings: [] }, entry.deps);
  }

  // ---- invalidation ----
  #index(node: GraphNode): void {
    if (INDEXED_KINDS.has(node.definitionName)) addTo(this.#kinds, node.definitionName, node.id);
    if (node.udnId) addTo(this.#kinds, PACKED_INSTANCES, node.id);
  }
  #unindex(node: GraphNode): void {
    this.#kinds.get(node.definitionName)?.delete(node.id);
    this.#kinds.get(PACKED_INSTANCES)?.delete(node.id);
  }

  /** Marks Dirty what the changes touch and everything downstream of it (spec 2 §4). */
  applyChanges(changes: readonly GraphChange[]): void {
    this.#generation++;
    const { seeds, paramSeeds, names, removed, env, structure } = changeEffects(changes, this.#changeContext);
    for (const name of names) {
      for (const reader of this.#pathReaders.get(name) ?? []) {
        paramSeeds.add(reader);
        seeds.add(reader);
      }
    }
    if (env) {
      this.params.clearEnv();
      for (const reader of this.#envReaders) paramSeeds.add(reader);
      for (const kind of [KIND.getEnv, KIND.getEnvInternal])
        for (const id of this.#kinds.get(kind) ?? []) seeds.add(id);
    }
    if (structure) this.#forgetLoops();
    this.#invalidateParams(paramSeeds, seeds);
    this.#tracker.markDirty(seeds);
    for (const id of removed) this.#forget(id);
  }

  /** Drops param values of the seeds and, through recorded reads, of every param reading them. */
  #invalidateParams(paramSeeds: Set<string>, seeds: Set<string>): void {
    const stack = [...paramSeeds];
    const done = new Set<string>();
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (done.has(id)) continue;
      done.add(id);
      seeds.add(id);
      const had = this.params.invalidate(id);
      if (!had && !paramSeeds.has(id)) continue;
      for (const reader of this.#paramReaders.get(id) ?? []) stack.push(reader);
    }
  }

  #forget(id: string): void {
    this.#tracker.forget(id);
    this.#errors.delete(id);
    this.#ruleWarnings.delete(id);
    this.#paramReaders.delete(id);
    this.#envReaders.delete(id);
  }
}
