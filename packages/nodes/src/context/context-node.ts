import type { NodeModule } from '@nodeloom/engine';
import { CONTEXT_NODE_COLOR } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';

/**
 * The three root contexts share one shape: a container with a sub-level, one per project,
 * painted in the context colour of spec 2 §9. The engine evaluates what sits inside them.
 */
export function defineContextNode(
  definitionName: string,
  description: string,
  keywords: string[],
): NodeModule {
  return defineNode({
    definitionName,
    description,
    category: 'context',
    keywords: ['context', 'root', ...keywords],
    hasSubLevel: true,
    globalSingleton: true,
    editor: { style: { backgroundColor: CONTEXT_NODE_COLOR } },
  });
}
