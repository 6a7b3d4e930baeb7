import { connectionId, Evaluator, type GraphNode, GraphState } from '@nodeloom/engine';
import { createBuiltInRegistry } from '../../index.js';

/**
 * Test support: a graph of built-in nodes under the markup context `hex`, evaluated by the
 * engine's evaluator, so web-output nodes are checked the way the workspace runs them.
 */
export class MarkupGraph {
  readonly state = new GraphState();
  readonly registry = createBuiltInRegistry();
  #next = 0;

  constructor() {
    this.state.setNode(this.#node('hex', 'htmlContext', 'hex', undefined, {}));
  }

  #node(
    id: string,
    definitionName: string,
    name: string,
    parentId: string | undefined,
    params: Record<string, unknown>,
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
      params: Object.fromEntries(
        Object.entries(params).map(([p, value]) => [
          p,
          { name: p, value, expression: '', evalType: 'literal' as const },
        ]),
      ),
      customParams: {},
      flags: {},
    };
  }

  /** Adds a node under hex with literal params; returns its id. */
  add(definitionName: string, name: string, params: Record<string, unknown> = {}): string {
    const id = `node_${name}_${this.#next++}`;
    this.state.setNode(this.#node(id, definitionName, name, 'hex', params));
    return id;
  }

  wire(source: string, output: string, target: string, input: string, order = 0): void {
    const connection = {
      sourceNode: source,
      sourceOutputIdentifier: output,
      targetNode: target,
      targetInputIdentifier: input,
      order,
    };
    this.state.addConnection({ ...connection, id: connectionId(connection) });
  }

  async evaluate(id: string): Promise<Record<string, unknown> | { error: string }> {
    const evaluator = new Evaluator({
      graph: this.state,
      registry: this.registry,
      platform: { kind: 'node', fetch: () => Promise.reject(new Error('no network in tests')), now: () => 0 },
    });
    const result = await evaluator.evaluate(id);
    return result.ok ? result.outputs : { error: result.error };
  }
}
