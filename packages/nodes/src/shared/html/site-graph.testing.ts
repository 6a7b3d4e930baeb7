import { GraphBuilder, type Outcome } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '../../index.js';

/**
 * Test support: a graph of built-in nodes under the markup context `hex`, evaluated by the
 * engine's evaluator (offline), so web-output nodes are checked the way the workspace runs them.
 */
export class MarkupGraph {
  readonly #graph = new GraphBuilder({ roots: ['hex'], defaultParent: 'hex' });
  readonly state = this.#graph.state;
  readonly registry = createBuiltInRegistry();

  /** Adds a node under hex with literal params; returns its id. */
  add(definitionName: string, name: string, params: Record<string, unknown> = {}): string {
    return this.#graph.add(definitionName, name, { params });
  }

  wire(source: string, output: string, target: string, input: string, order = 0): void {
    this.#graph.wire(source, output, target, input, order);
  }

  evaluate(id: string): Promise<Outcome> {
    return this.#graph.evaluate(id, this.registry);
  }
}
