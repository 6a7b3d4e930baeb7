import type { GraphChange } from '../eval/changes.js';
import { type EvalResult, Evaluator, type EvaluatorOptions } from '../eval/evaluator.js';
import type { EventInput } from '../events/index.js';
import { GraphState } from '../graph/index.js';
import type { DefinitionRegistry, Graph, GraphNode, RulePlatform } from '../model/index.js';
import { Project, type ProjectOptions } from '../project/project.js';
import { customParam, definedParam, graphNode, type ParamInput, rootNode, wireOf } from './graph-node.js';

export interface GraphBuilderOptions {
  /** root contexts present from the start; all three (hex, tex, fex) unless told */
  roots?: readonly string[];
  /** the parent of added nodes when none is given; 'fex' unless told */
  defaultParent?: string;
  /** the id of the n-th added node named `name`; `node_{name}_{n}` unless told */
  nodeId?: (name: string, n: number) => string;
}

export interface AddOptions {
  parent?: string;
  params?: Record<string, ParamInput>;
  id?: string;
  flags?: GraphNode['flags'];
  /** makes the node a packed instance of this UDN */
  udnId?: string;
}

/** Outputs by identifier, or the error the evaluation ended with. */
export type Outcome = Record<string, unknown> | { error: string };

/** A platform that never reaches the network and whose clock stands at 0. */
export const OFFLINE_PLATFORM: RulePlatform = {
  kind: 'node',
  fetch: () => Promise.reject(new Error('no network in tests')),
  now: () => 0,
};

/**
 * Builds a graph in the spec's entity shapes, for tests and tools: nodes added by definition
 * under a parent with params or expressions, outputs wired to inputs. Every edit is also recorded
 * as a GraphChange so a long-lived evaluator can be told of it (`take`).
 */
export class GraphBuilder {
  readonly state = new GraphState();
  #changes: GraphChange[] = [];
  #next = 0;
  readonly #defaultParent: string;
  readonly #nodeId: (name: string, n: number) => string;

  constructor(options: GraphBuilderOptions = {}) {
    this.#defaultParent = options.defaultParent ?? 'fex';
    this.#nodeId = options.nodeId ?? ((name, n) => `node_${name}_${n}`);
    for (const id of options.roots ?? ['hex', 'tex', 'fex']) this.state.setNode(rootNode(id));
  }

  /** Adds a node and returns its id. */
  add(definitionName: string, name: string, options: AddOptions = {}): string {
    const id = options.id ?? this.#nodeId(name, this.#next++);
    const node = graphNode({
      id,
      definitionName,
      name,
      parentId: options.parent ?? this.#defaultParent,
      params: options.params,
      flags: options.flags,
    });
    if (options.udnId) node.udnId = options.udnId;
    this.state.setNode(node);
    this.#changes.push({ type: 'nodeAdded', node });
    return id;
  }

  /** Wires `source.output` into `target.input`; returns the connection id. */
  wire(source: string, output: string, target: string, input: string, order = 0): string {
    const connection = wireOf(source, output, target, input, order);
    this.state.addConnection(connection);
    this.#changes.push({ type: 'connectionAdded', connection });
    return connection.id;
  }

  setParam(id: string, name: string, value: ParamInput): void {
    this.#update(id, (n) => ({ ...n, params: { ...n.params, [name]: definedParam(name, value) } }));
  }

  rename(id: string, name: string): void {
    this.#update(id, (n) => ({ ...n, name }));
  }

  /** Moves a node (with everything below it) under another parent. */
  reparent(id: string, parentId: string): void {
    this.#update(id, (n) => ({ ...n, parentId }));
  }

  setFlag(id: string, flag: keyof GraphNode['flags'], on: boolean): void {
    this.#update(id, (n) => ({ ...n, flags: { ...n.flags, [flag]: on } }));
  }

  addCustomParam(id: string, name: string, value: ParamInput): void {
    this.#update(id, (n) => ({
      ...n,
      customParams: { ...n.customParams, [name]: customParam(name, value) },
    }));
  }

  unwire(id: string): void {
    const connection = this.state.getConnection(id);
    if (!connection) return;
    this.state.removeConnection(id);
    this.#changes.push({ type: 'connectionRemoved', connection });
  }

  /** Deletes a node with its children and wires. */
  remove(id: string): void {
    for (const child of [...this.state.childrenOf(id)]) this.remove(child);
    for (const wire of [...this.state.connectionsFrom(id), ...this.state.connectionsTo(id)])
      this.unwire(wire.id);
    const node = this.state.getNode(id);
    if (!node) return;
    this.state.removeNode(id);
    this.#changes.push({ type: 'nodeRemoved', node });
  }

  /** Hands the recorded changes over (and forgets them). */
  take(): GraphChange[] {
    const out = this.#changes;
    this.#changes = [];
    return out;
  }

  /** The graph as the spec's entities `{ nodes, connections }` (a project file's `graph`). */
  toGraph(): Graph {
    return this.state.toGraph();
  }

  /** The graph as the events that load it: nodes bootstrapped parents first, then their wires. */
  toEvents(): EventInput[] {
    const ordered: GraphNode[] = [];
    const visit = (parentId: string | undefined) => {
      for (const id of this.state.childrenOf(parentId)) {
        ordered.push(this.state.getNode(id)!);
        visit(id);
      }
    };
    visit(undefined);
    return [
      ...ordered.map((node) => ({ eventType: 'nodeBootstrapped' as const, node })),
      ...[...this.state.connections()].map(({ id: _, ...connection }) => ({
        eventType: 'connectionCreated' as const,
        connection,
      })),
    ];
  }

  /** A ready Project whose log loads this graph (through the engine's rules, so a bad graph warns). */
  toProject(options: ProjectOptions): Project {
    const project = new Project(options);
    return project.init(this.toEvents().map((event) => project.stamp(event)));
  }

  /** An evaluator over this graph (offline, clock at 0, unless a platform is given). */
  evaluator(
    registry: DefinitionRegistry,
    options: Omit<EvaluatorOptions, 'graph' | 'registry'> = {},
  ): Evaluator {
    return new Evaluator({ graph: this.state, registry, platform: OFFLINE_PLATFORM, ...options });
  }

  /** Evaluates one node with a fresh evaluator. */
  async evaluate(
    id: string,
    registry: DefinitionRegistry,
    platform?: Partial<RulePlatform>,
  ): Promise<Outcome> {
    const result: EvalResult = await this.evaluator(registry, {
      platform: { ...OFFLINE_PLATFORM, ...platform },
    }).evaluate(id);
    return result.ok ? result.outputs : { error: result.error };
  }

  #update(id: string, change: (node: GraphNode) => GraphNode): void {
    const before = this.state.getNode(id);
    if (!before) throw new Error(`No node with id ${id}`);
    const after = change(before);
    this.state.setNode(after);
    this.#changes.push({ type: 'nodeUpdated', before, after });
  }
}
