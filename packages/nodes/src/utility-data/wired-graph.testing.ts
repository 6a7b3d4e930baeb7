import type { DefinitionRegistry, RulePlatform } from '@nodeloom/engine';
import { GraphBuilder, type Outcome } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '../index.js';

/** A node as the tests state it; an `{ expression }` value makes the param an expression. */
export interface NodeSpec {
  parent?: string;
  params?: Record<string, unknown>;
}

/**
 * A graph wired from the built-in registry and evaluated by the engine's evaluator, so a test
 * exercises a rule the way the workspace runs it: params stored on nodes, values on wires.
 * Roots hex, tex and fex exist from the start (spec 2 §9 root context ids); nodes go under fex.
 */
export class WiredGraph {
  readonly #graph = new GraphBuilder();
  readonly state = this.#graph.state;
  readonly registry: DefinitionRegistry = createBuiltInRegistry();

  /** Adds a node (under fex unless told) and returns its id. */
  add(definitionName: string, name: string, spec: NodeSpec = {}): string {
    return this.#graph.add(definitionName, name, spec);
  }

  wire(source: string, output: string, target: string, input: string, order = 0): void {
    this.#graph.wire(source, output, target, input, order);
  }

  /** Evaluates one node with a fresh evaluator; the clock is fixed at 0 and fetch is real unless given. */
  evaluate(id: string, platform: Partial<RulePlatform> = {}): Promise<Outcome> {
    return this.#graph.evaluate(id, this.registry, { fetch: (...args) => fetch(...args), ...platform });
  }
}
