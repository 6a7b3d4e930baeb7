import type { GraphEvent } from '../events/index.js';
import type { ConnectionWithId, DefinitionRegistry, GraphNode, RulePlatform } from '../model/index.js';
import type { Project } from '../project/index.js';
import type { GraphChange } from './changes.js';
import { Evaluator } from './evaluator.js';
import type { UdnInternalsSource } from './udn-overlay.js';

const MAX_SCAN_DEPTH = 8;

/**
 * Keeps an evaluator in step with a project: after every batch of applied events it diffs the
 * nodes and wires those events name (and the subtrees of deleted nodes) against a shadow copy,
 * and hands the differences to the evaluator. GraphState replaces nodes on change, so a
 * reference comparison finds them. Work follows the events, not the graph.
 */
class ProjectShadow {
  readonly #nodes = new Map<string, GraphNode>();
  readonly #children = new Map<string, Set<string>>();
  readonly #wires = new Map<string, ConnectionWithId>();
  readonly #wiresOf = new Map<string, Set<string>>();

  constructor(private readonly project: Project) {
    for (const node of project.state.nodes()) this.#setNode(node);
    for (const wire of project.state.connections()) this.#addWire(wire);
  }

  #setNode(node: GraphNode): void {
    const before = this.#nodes.get(node.id);
    if (before?.parentId !== undefined) this.#children.get(before.parentId)?.delete(node.id);
    this.#nodes.set(node.id, node);
    if (node.parentId === undefined) return;
    const set = this.#children.get(node.parentId);
    if (set) set.add(node.id);
    else this.#children.set(node.parentId, new Set([node.id]));
  }
  #removeNode(node: GraphNode): void {
    this.#nodes.delete(node.id);
    if (node.parentId !== undefined) this.#children.get(node.parentId)?.delete(node.id);
  }
  #addWire(wire: ConnectionWithId): void {
    this.#wires.set(wire.id, wire);
    for (const end of [wire.sourceNode, wire.targetNode]) {
      const set = this.#wiresOf.get(end);
      if (set) set.add(wire.id);
      else this.#wiresOf.set(end, new Set([wire.id]));
    }
  }
  #removeWire(wire: ConnectionWithId): void {
    this.#wires.delete(wire.id);
    for (const end of [wire.sourceNode, wire.targetNode]) this.#wiresOf.get(end)?.delete(wire.id);
  }

  /** Node and wire ids an event mentions, at any depth (inner events of an unpack included). */
  #mentioned(events: readonly GraphEvent[]): { nodes: Set<string>; wires: Set<string> } {
    const state = this.project.state;
    const nodes = new Set<string>();
    const wires = new Set<string>();
    const scan = (value: unknown, depth: number): void => {
      if (typeof value === 'string') {
        if (this.#nodes.has(value) || state.hasNode(value)) nodes.add(value);
        if (this.#wires.has(value) || state.getConnection(value)) wires.add(value);
      } else if (value && typeof value === 'object' && depth < MAX_SCAN_DEPTH) {
        for (const item of Object.values(value)) scan(item, depth + 1);
      }
    };
    scan(events, 0);
    return { nodes, wires };
  }

  /** The changes since the last call, for the nodes and wires the events touch. */
  diff(events: readonly GraphEvent[]): GraphChange[] {
    const state = this.project.state;
    const { nodes, wires } = this.#mentioned(events);
    const stack = [...nodes];
    while (stack.length > 0) {
      const id = stack.pop()!;
      for (const child of [...(this.#children.get(id) ?? []), ...state.childrenOf(id)]) {
        if (!nodes.has(child)) {
          nodes.add(child);
          stack.push(child);
        }
      }
    }
    for (const id of nodes) {
      for (const w of this.#wiresOf.get(id) ?? []) wires.add(w);
      for (const w of [...state.connectionsFrom(id), ...state.connectionsTo(id)]) wires.add(w.id);
    }
    const changes: GraphChange[] = [];
    for (const id of wires) {
      const before = this.#wires.get(id);
      const after = state.getConnection(id);
      if (before && !after) {
        this.#removeWire(before);
        changes.push({ type: 'connectionRemoved', connection: before });
      }
    }
    for (const id of nodes) {
      const before = this.#nodes.get(id);
      const after = state.getNode(id);
      if (before === after) continue;
      if (!after) {
        this.#removeNode(before!);
        changes.push({ type: 'nodeRemoved', node: before! });
      } else if (!before) {
        this.#setNode(after);
        changes.push({ type: 'nodeAdded', node: after });
      } else {
        this.#setNode(after);
        changes.push({ type: 'nodeUpdated', before, after });
      }
    }
    for (const id of wires) {
      const after = state.getConnection(id);
      if (after && !this.#wires.has(id)) {
        this.#addWire(after);
        changes.push({ type: 'connectionAdded', connection: after });
      }
    }
    return changes;
  }
}

/** An evaluator over a (ready) project's graph that hears every applied event. */
export function createProjectEvaluator(
  project: Project,
  options: { registry?: DefinitionRegistry; platform?: RulePlatform; udns?: UdnInternalsSource } = {},
): { evaluator: Evaluator; dispose: () => void } {
  const evaluator = new Evaluator({
    graph: project.state,
    registry: options.registry ?? project.registry,
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.udns ? { udns: options.udns } : {}),
  });
  const shadow = new ProjectShadow(project);
  const dispose = project.onEventsApplied((events) => evaluator.applyChanges(shadow.diff(events)));
  return { evaluator, dispose };
}
