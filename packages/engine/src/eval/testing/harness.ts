import { DefinitionRegistry } from '../../model/index.js';
import { GraphBuilder } from '../../testing/index.js';
import { Evaluator } from '../evaluator.js';
import { testModules } from './definitions.js';

/** A test graph, an evaluator over it, and how many times each node's rule ran. */
export function harness() {
  const graph = new GraphBuilder();
  const runs = new Map<string, number>();
  const registry = new DefinitionRegistry();
  for (const module of testModules) {
    const rule = module.rule;
    registry.register(
      rule
        ? {
            definition: module.definition,
            rule: (ctx) => {
              runs.set(ctx.node.id, (runs.get(ctx.node.id) ?? 0) + 1);
              return rule(ctx);
            },
          }
        : module,
    );
  }
  const evaluator = new Evaluator({ graph: graph.state, registry });
  return {
    graph,
    evaluator,
    registry,
    runs,
    /** applies the recorded edits, then evaluates */
    async value(id: string, output?: string) {
      evaluator.applyChanges(graph.take());
      const result = await evaluator.evaluate(id);
      if (!result.ok) return { error: result.error };
      return output ? result.outputs[output] : result.outputs;
    },
    sync() {
      evaluator.applyChanges(graph.take());
    },
  };
}
