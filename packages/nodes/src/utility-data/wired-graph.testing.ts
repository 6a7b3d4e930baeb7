import {
  connectionId,
  type DefinitionRegistry,
  Evaluator,
  type GraphNode,
  GraphState,
  type RulePlatform,
} from '@nodeloom/engine';
import { createBuiltInRegistry } from '../index.js';

/** A node as the tests state it; an `{ expression }` value makes the param an expression. */
export interface NodeSpec {
  parent?: string;
  params?: Record<string, unknown>;
}

function isExpression(value: unknown): value is { expression: string } {
  return (
    typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'expression' in value
  );
}

/**
 * A graph wired from the built-in registry and evaluated by the engine's evaluator, so a test
 * exercises a rule the way the workspace runs it: params stored on nodes, values on wires.
 * Roots hex, tex and fex exist from the start (spec 2 §9 root context ids).
 */
export class WiredGraph {
  readonly state = new GraphState();
  readonly registry: DefinitionRegistry = createBuiltInRegistry();
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
        Object.entries(params).map(([param, value]) => [
          param,
          isExpression(value)
            ? { name: param, value: undefined, expression: value.expression, evalType: 'expression' as const }
            : { name: param, value, expression: '', evalType: 'literal' as const },
        ]),
      ),
      customParams: {},
      flags: {},
    };
  }

  /** Adds a node (under fex unless told) and returns its id. */
  add(definitionName: string, name: string, spec: NodeSpec = {}): string {
    const id = `node_${name}_${this.#next++}`;
    this.state.setNode(this.#node(id, definitionName, name, spec.parent ?? 'fex', spec.params ?? {}));
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

  /** Evaluates one node with a fresh evaluator; the platform clock is fixed unless given. */
  async evaluate(
    id: string,
    platform: Partial<RulePlatform> = {},
  ): Promise<Record<string, unknown> | { error: string }> {
    const evaluator = new Evaluator({
      graph: this.state,
      registry: this.registry,
      platform: { kind: 'node', fetch: (...args) => fetch(...args), now: () => 0, ...platform },
    });
    const result = await evaluator.evaluate(id);
    return result.ok ? result.outputs : { error: result.error };
  }
}
