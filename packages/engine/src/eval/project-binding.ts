import type { DefinitionRegistry, RulePlatform } from '../model/index.js';
import type { Project } from '../project/index.js';
import { Evaluator } from './evaluator.js';
import type { UdnInternalsSource } from './udn-overlay.js';

/**
 * An evaluator over a (ready) project's graph, kept in step by the project's change feed: each
 * applied batch's changes go to `applyChanges`, which marks what they make Dirty.
 */
export function createProjectEvaluator(
  project: Project,
  options: { registry?: DefinitionRegistry; platform?: RulePlatform; udns?: UdnInternalsSource } = {},
): { evaluator: Evaluator; dispose: () => void } {
  const evaluator = new Evaluator({
    // the engine's own GraphState, not the read-only view: evaluation reads it in its hot loop
    graph: project.state,
    registry: options.registry ?? project.registry,
    ...(options.platform ? { platform: options.platform } : {}),
    ...(options.udns ? { udns: options.udns } : {}),
  });
  const dispose = project.onChange(({ changes }) => evaluator.applyChanges(changes));
  return { evaluator, dispose };
}
