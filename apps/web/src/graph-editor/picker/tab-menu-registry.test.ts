import { type ContextName, collectNodeWarnings, WARNING_MESSAGES } from '@nodeloom/engine';
import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { levelContext } from './level-context.js';
import { filterDefinitions } from './tab-menu-filter.js';

const registry = createBuiltInRegistry();
const ROOTS: Record<ContextName, string> = { htmlContext: 'hex', taskContext: 'tex', functionContext: 'fex' };
const CONTEXT_ERROR = /not allowed in \w+ context/;

/**
 * Issue 23's "Done when": every node the tab menu offers in a context, added there alone, evaluates
 * without a context error (its own complaints, an unconnected required input say, are fine).
 */
describe.each(Object.entries(ROOTS) as [ContextName, string][])('the tab menu in the %s', (context, root) => {
  it('offers only nodes that evaluate there without a context error when added alone', async () => {
    const offered = filterDefinitions(registry.list(), '', { context }, Number.POSITIVE_INFINITY);
    expect(offered.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const definition of offered) {
      const graph = new GraphBuilder({ defaultParent: root });
      const id = graph.add(definition.definitionName, 'alone');
      // the evaluator's own result: a node may have an output named error (fexTryCatchStart)
      const result = await graph.evaluator(registry).evaluate(id);
      const warnings = collectNodeWarnings(graph.state, registry).get(id) ?? [];
      const error = result.ok ? '' : result.error;
      if (warnings.includes(WARNING_MESSAGES.context(context)) || CONTEXT_ERROR.test(error)) {
        failures.push(`${definition.definitionName}: ${[...warnings, error].join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads the context of a level nested in it', () => {
    const graph = new GraphBuilder({ defaultParent: root });
    const level = graph.add('level', 'outer');
    const inner = graph.add('level', 'inner', { parent: level });
    expect(levelContext(graph.state, inner)).toBe(context);
    expect(levelContext(graph.state, 'Root')).toBeUndefined();
  });
});
