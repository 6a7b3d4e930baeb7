import type { DefinitionRegistry, GraphNode } from '../model/index.js';
import { ROOT_ID } from '../model/index.js';
import { coerceToDataType } from './coercion.js';
import {
  CyclicReferenceError,
  ExpressionError,
  type ExpressionScope,
  interpret,
  parseExpressionCached,
  pathNames,
} from './expression/index.js';
import type { EvalGraph } from './graph-view.js';
import { resolveNodePath } from './graph-view.js';
import { KIND } from './kinds.js';
import { EVAL_MESSAGES } from './messages.js';
import { type ParamSpec, paramSpecs } from './param-specs.js';

/** What param evaluation read, so the evaluator can invalidate the right readers later. */
export interface ParamTracking {
  /** `readerId`'s params read params of `sourceId` */
  paramRead(sourceId: string, readerId: string): void;
  /** `readerId` resolved a path through these node names */
  pathRead(names: readonly string[], readerId: string): void;
  /** `readerId` read the environment that these setEnv nodes define */
  envRead(setEnvIds: readonly string[], readerId: string): void;
}

export interface ParamEntry {
  /** coerced to the param's data type */
  value: unknown;
  /** before coercion (loops check count and loopInput on it) */
  raw: unknown;
  /** 'Cyclic reference detected in expression: ...' */
  warning?: string;
  /** why an expression fell back to the default (not shown on the node; for the expression editor) */
  error?: string;
}

export interface NodeParamValues {
  params: Record<string, unknown>;
  raw: Record<string, unknown>;
  customParams: Record<string, unknown>;
  specs: ParamSpec[];
  warnings: string[];
}

export interface LevelEnv {
  values: Record<string, unknown>;
  setEnvIds: string[];
}

const EMPTY_ENV: LevelEnv = { values: {}, setEnvIds: [] };

/** Evaluates literal and expression params with caching, cycle detection and dependency tracking. */
export class ParamEvaluator {
  readonly #cache = new Map<string, Map<string, ParamEntry>>();
  readonly #evaluating = new Set<string>();
  readonly #envCache = new Map<string, LevelEnv>();

  constructor(
    private readonly graph: EvalGraph,
    private readonly registry: DefinitionRegistry,
    private readonly tracking: ParamTracking,
    /** ids of every setEnv node, when the caller indexes them (else each level's children are scanned) */
    private readonly setEnvNodes?: () => Iterable<string>,
  ) {}

  /** Forgets a node's values; true when there were any. */
  invalidate(nodeId: string): boolean {
    return this.#cache.delete(nodeId);
  }

  clearEnv(): void {
    this.#envCache.clear();
  }

  nodeValues(nodeId: string): NodeParamValues {
    const node = this.graph.getNode(nodeId);
    if (!node) return { params: {}, raw: {}, customParams: {}, specs: [], warnings: [] };
    return this.valuesOf(node);
  }

  /** nodeValues of a node at hand (the evaluator has it: no second lookup). */
  valuesOf(node: GraphNode): NodeParamValues {
    const nodeId = node.id;
    const out: NodeParamValues = { params: {}, raw: {}, customParams: {}, specs: [], warnings: [] };
    out.specs = paramSpecs(node, this.registry);
    for (const spec of out.specs) {
      // the spec is at hand: computing a missing entry need not look it up again
      const entry = this.#cache.get(nodeId)?.get(spec.name) ?? this.#compute(nodeId, spec);
      if (spec.custom) out.customParams[spec.name] = entry.value;
      else {
        out.params[spec.name] = entry.value;
        out.raw[spec.name] = entry.raw;
      }
      if (entry.warning) out.warnings.push(entry.warning);
    }
    return out;
  }

  /**
   * Evaluates an expression over a node's params, e.g. a param's hideWhen or disableWhen; the
   * result is truthy or not, and any failure counts as false.
   */
  condition(nodeId: string, expression: string): boolean {
    if (expression.trim() === '') return false;
    try {
      return Boolean(interpret(parseExpressionCached(expression), this.#scope(nodeId)));
    } catch (error) {
      if (error instanceof ExpressionError || error instanceof CyclicReferenceError) return false;
      throw error;
    }
  }

  /** One param's entry, computed once until invalidated; throws CyclicReferenceError inside a cycle. */
  entry(nodeId: string, name: string): ParamEntry | undefined {
    const cached = this.#cache.get(nodeId)?.get(name);
    if (cached) return cached;
    const node = this.graph.getNode(nodeId);
    if (!node) return undefined;
    const spec = paramSpecs(node, this.registry).find((s) => s.name === name);
    if (!spec) return undefined;
    return this.#compute(nodeId, spec);
  }

  #store(nodeId: string, name: string, entry: ParamEntry): ParamEntry {
    const map = this.#cache.get(nodeId);
    if (map) map.set(name, entry);
    else this.#cache.set(nodeId, new Map([[name, entry]]));
    return entry;
  }

  /** Stores a param's entry from its raw value (a method, not a closure per param: see warnInto). */
  #withValue(nodeId: string, spec: ParamSpec, raw: unknown, extra?: Partial<ParamEntry>): ParamEntry {
    const entry: ParamEntry = { raw, value: coerceToDataType(raw, spec.dataType) };
    if (extra) Object.assign(entry, extra);
    return this.#store(nodeId, spec.name, entry);
  }

  #compute(nodeId: string, spec: ParamSpec): ParamEntry {
    if (spec.evalType !== 'expression' || spec.expression.trim() === '')
      return this.#withValue(nodeId, spec, spec.value);
    const withValue = (raw: unknown, extra?: Partial<ParamEntry>) =>
      this.#withValue(nodeId, spec, raw, extra);
    const key = `${nodeId}.$${spec.name}`;
    if (this.#evaluating.has(key)) throw new CyclicReferenceError(key);
    this.#evaluating.add(key);
    try {
      return withValue(interpret(parseExpressionCached(spec.expression), this.#scope(nodeId)));
    } catch (error) {
      if (error instanceof CyclicReferenceError) {
        withValue(spec.defaultValue, { warning: EVAL_MESSAGES.cyclicExpression(spec.expression) });
        if (error.cycleStart !== key) throw error;
        return this.#cache.get(nodeId)!.get(spec.name)!;
      }
      if (!(error instanceof ExpressionError)) throw error;
      return withValue(spec.defaultValue, { error: error.message });
    } finally {
      this.#evaluating.delete(key);
    }
  }

  #scope(nodeId: string): ExpressionScope {
    return {
      param: (name) => {
        const entry = this.entry(nodeId, name);
        if (!entry) throw new ExpressionError(`Unknown param: $${name}`);
        return entry.value;
      },
      nodeParam: (path, name) => {
        this.tracking.pathRead(pathNames(path), nodeId);
        const target = resolveNodePath(this.graph, this.graph.getNode(nodeId)?.parentId, path);
        if (target === undefined) throw new ExpressionError(EVAL_MESSAGES.nodeNotFound(path));
        if (target !== nodeId) this.tracking.paramRead(target, nodeId);
        const entry = this.entry(target, name);
        if (!entry) throw new ExpressionError(`Unknown param: ${path}.$${name}`);
        return entry.value;
      },
      env: (name) => {
        const env = this.envForExpressions(nodeId);
        this.tracking.envRead(env.setEnvIds, nodeId);
        return Object.hasOwn(env.values, name) ? { found: true, value: env.values[name] } : { found: false };
      },
    };
  }

  /** The env an expression of the node sees; a setEnv's own params see its parent levels only. */
  envForExpressions(nodeId: string): LevelEnv {
    const node = this.graph.getNode(nodeId);
    if (!node?.parentId) return EMPTY_ENV;
    if (node.definitionName !== KIND.setEnv) return this.levelEnv(node.parentId);
    const level = this.graph.getNode(node.parentId);
    return level?.parentId ? this.levelEnv(level.parentId) : EMPTY_ENV;
  }

  /** Env visible to the children of a level: the parent levels' values overridden by its own setEnv. */
  levelEnv(levelId: string | undefined): LevelEnv {
    const key = levelId ?? ROOT_ID;
    const cached = this.#envCache.get(key);
    if (cached) return cached;
    const parentId = levelId === undefined ? undefined : this.graph.getNode(levelId)?.parentId;
    const inherited = levelId === undefined ? EMPTY_ENV : this.levelEnv(parentId);
    let env = inherited;
    const setEnvId = this.#localSetEnv(levelId);
    if (setEnvId) {
      const envs = this.entry(setEnvId, 'envs')?.value;
      const local = envs !== null && typeof envs === 'object' && !Array.isArray(envs) ? envs : {};
      env = { values: { ...inherited.values, ...local }, setEnvIds: [...inherited.setEnvIds, setEnvId] };
    }
    this.#envCache.set(key, env);
    return env;
  }

  #localSetEnv(levelId: string | undefined): string | undefined {
    if (this.setEnvNodes) {
      // a level has at most one (a local singleton): the index finds it without a scan
      let found: string | undefined;
      let count = 0;
      for (const id of this.setEnvNodes()) {
        if (this.graph.getNode(id)?.parentId !== levelId) continue;
        found = id;
        count++;
      }
      if (count <= 1) return found;
    }
    for (const id of this.graph.childrenOf(levelId)) {
      if (this.graph.getNode(id)?.definitionName === KIND.setEnv) return id;
    }
    return undefined;
  }
}
