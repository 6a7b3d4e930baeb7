import { type DefinitionRegistry, type EvalGraph, Evaluator } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { type EvaluatedNode, siteInputFromNodes } from './collect.js';
import { SiteBuildError, type SiteInput } from './input.js';

/** The definitions whose outputs make the site (spec 2 §3: appEntry, exportPageConfigs, exportPublicFiles). */
export const SITE_SOURCE_DEFINITIONS: ReadonlySet<string> = new Set([
  'appEntry',
  'exportPageConfigs',
  'exportPublicFiles',
]);

/**
 * Evaluates a project's graph with the engine and gathers what the site needs: the appEntry,
 * exportPageConfigs and exportPublicFiles nodes' outputs, in graph order (ghost and bypassed
 * nodes left out). A node that fails stops the build with the engine's message.
 */
export async function siteInputFromProject(
  graph: EvalGraph,
  options: { name?: string; registry?: DefinitionRegistry } = {},
): Promise<SiteInput> {
  const evaluator = new Evaluator({ graph, registry: options.registry ?? createBuiltInRegistry() });
  const sources = [...graph.nodes()].filter(
    (node) => SITE_SOURCE_DEFINITIONS.has(node.definitionName) && !node.isGhost && !node.flags.bypass,
  );
  const evaluated: EvaluatedNode[] = [];
  for (const node of sources) {
    const result = await evaluator.evaluate(node.id);
    if (!result.ok) throw new SiteBuildError(result.error);
    evaluated.push({ definitionName: node.definitionName, outputs: result.outputs });
  }
  return siteInputFromNodes(evaluated, options.name);
}
