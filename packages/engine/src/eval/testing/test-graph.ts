import { GraphState } from '../../graph/index.js';
import { type Connection, connectionId, type DefinedParam, type GraphNode } from '../../model/index.js';
import type { GraphChange } from '../changes.js';

export type ParamInput = unknown | { expression: string };

function isExpression(value: unknown): value is { expression: string } {
  return (
    typeof value === 'object' && value !== null && 'expression' in value && Object.keys(value).length === 1
  );
}

function definedParam(name: string, value: ParamInput): DefinedParam {
  return isExpression(value)
    ? { name, value: undefined, expression: value.expression, evalType: 'expression' }
    : { name, value, expression: '', evalType: 'literal' };
}

/** A GraphState with shorthand edits that records the changes the evaluator must hear of. */
export class TestGraph {
  readonly state = new GraphState();
  changes: GraphChange[] = [];
  #next = 0;

  constructor() {
    for (const [id, definitionName] of [
      ['hex', 'htmlContext'],
      ['tex', 'taskContext'],
      ['fex', 'functionContext'],
    ]) {
      this.state.setNode(this.#node(id, definitionName, id, undefined, {}));
    }
  }

  #node(
    id: string,
    definitionName: string,
    name: string,
    parentId: string | undefined,
    params: Record<string, ParamInput>,
  ): GraphNode {
    return {
      id,
      definitionName,
      name,
      ...(parentId ? { parentId } : {}),
      position: { x: 0, y: 0 },
      size: { width: 160, height: 50 },
      color: '#808080',
      comment: '',
      params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, definedParam(k, v)])),
      customParams: {},
      flags: {},
    };
  }

  add(
    definitionName: string,
    name: string,
    options: { parent?: string; params?: Record<string, ParamInput>; id?: string } = {},
  ): string {
    const id = options.id ?? `node_${name}_${this.#next++}`;
    const node = this.#node(id, definitionName, name, options.parent ?? 'fex', options.params ?? {});
    this.state.setNode(node);
    this.changes.push({ type: 'nodeAdded', node });
    return id;
  }

  #update(id: string, change: (node: GraphNode) => GraphNode): void {
    const before = this.state.getNode(id)!;
    const after = change(before);
    this.state.setNode(after);
    this.changes.push({ type: 'nodeUpdated', before, after });
  }

  setParam(id: string, name: string, value: ParamInput): void {
    this.#update(id, (n) => ({ ...n, params: { ...n.params, [name]: definedParam(name, value) } }));
  }

  rename(id: string, name: string): void {
    this.#update(id, (n) => ({ ...n, name }));
  }

  setFlag(id: string, flag: 'bypass', on: boolean): void {
    this.#update(id, (n) => ({ ...n, flags: { ...n.flags, [flag]: on } }));
  }

  addCustomParam(id: string, name: string, value: ParamInput): void {
    const cp = definedParam(name, value);
    this.#update(id, (n) => ({
      ...n,
      customParams: {
        ...n.customParams,
        [name]: { id: name.padEnd(25, 'x').slice(0, 25), dataType: 'inferred', ...cp },
      },
    }));
  }

  wire(source: string, output: string, target: string, input: string, order = 0): string {
    const connection: Connection = {
      sourceNode: source,
      sourceOutputIdentifier: output,
      targetNode: target,
      targetInputIdentifier: input,
      order,
    };
    const id = connectionId(connection);
    this.state.addConnection({ ...connection, id });
    this.changes.push({ type: 'connectionAdded', connection });
    return id;
  }

  unwire(id: string): void {
    const connection = this.state.getConnection(id);
    if (!connection) return;
    this.state.removeConnection(id);
    this.changes.push({ type: 'connectionRemoved', connection });
  }

  /** Deletes a node with its children and wires. */
  remove(id: string): void {
    for (const child of [...this.state.childrenOf(id)]) this.remove(child);
    for (const wire of [...this.state.connectionsFrom(id), ...this.state.connectionsTo(id)])
      this.unwire(wire.id);
    const node = this.state.getNode(id);
    if (!node) return;
    this.state.removeNode(id);
    this.changes.push({ type: 'nodeRemoved', node });
  }

  /** Hands the recorded changes over (and forgets them). */
  take(): GraphChange[] {
    const out = this.changes;
    this.changes = [];
    return out;
  }
}
