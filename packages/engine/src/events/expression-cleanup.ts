import type { GraphState } from '../graph/index.js';
import { referencedPaths, resolvePath } from '../paths/index.js';
import type { EventInput } from './event.js';

/**
 * Clears expressions that reference a node about to be deleted (spec 2 §4: deleting a node clears
 * dependent expression references): the param goes back to a literal with an empty expression.
 * Paths resolve against the state before the deletion. Returns the events restoring them.
 */
export function clearReferencesTo(state: GraphState, gone: ReadonlySet<string>): EventInput[] {
  const restores: EventInput[] = [];
  for (const ownerId of [...state.nodesWithExpressions()]) {
    if (gone.has(ownerId)) continue;
    const owner = state.getNode(ownerId)!;
    const refersToGone = (expression: string) =>
      referencedPaths(expression).some((path) => {
        const target = resolvePath(state, path, owner.parentId);
        return target !== undefined && gone.has(target);
      });
    let params = owner.params;
    let customParams = owner.customParams;
    for (const [key, p] of Object.entries(owner.params)) {
      if (!p.expression || !refersToGone(p.expression)) continue;
      if (params === owner.params) params = { ...owner.params };
      params[key] = { ...p, expression: '', evalType: 'literal' };
      restores.push(
        { eventType: 'paramExpressionChanged', nodeId: ownerId, paramName: key, expression: p.expression },
        { eventType: 'paramEvalTypeChanged', nodeId: ownerId, paramName: key, evalType: p.evalType },
      );
    }
    for (const [key, p] of Object.entries(owner.customParams)) {
      if (!p.expression || !refersToGone(p.expression)) continue;
      if (customParams === owner.customParams) customParams = { ...owner.customParams };
      customParams[key] = { ...p, expression: '', evalType: 'literal' };
      restores.push(
        {
          eventType: 'customParamExpressionChanged',
          nodeId: ownerId,
          customParamId: key,
          expression: p.expression,
        },
        {
          eventType: 'customParamEvalTypeChanged',
          nodeId: ownerId,
          customParamId: key,
          evalType: p.evalType,
        },
      );
    }
    if (params !== owner.params || customParams !== owner.customParams)
      state.setNode({ ...owner, params, customParams });
  }
  return restores;
}
