import { NodeError } from '../errors/index.js';
import type { DefinedParam } from '../model/index.js';
import type { ApplyContext, HandlerTable } from './context.js';
import { requireNode } from './node-access.js';

/** Changes one defined param of a node; a param the definition declares but the node lacks starts at its default. */
function changeParam(
  ctx: ApplyContext,
  nodeId: string,
  paramName: string,
  change: (p: DefinedParam) => DefinedParam,
): DefinedParam {
  const node = requireNode(ctx.state, nodeId);
  let param = node.params[paramName];
  if (!param) {
    const declared = ctx.registry.get(node.definitionName)?.parameters.find((p) => p.name === paramName);
    if (!declared) throw new NodeError('InvalidDataKey', `Param not found: ${node.name}.${paramName}`);
    param = { name: paramName, value: declared.defaultValue, expression: '', evalType: 'literal' };
  }
  ctx.state.setNode({ ...node, params: { ...node.params, [paramName]: change(param) } });
  return param;
}

export const paramHandlers: HandlerTable<
  'paramValueChanged' | 'paramExpressionChanged' | 'paramEvalTypeChanged' | 'paramGlanceChanged'
> = {
  paramValueChanged: (ctx, e) => {
    const before = changeParam(ctx, e.nodeId, e.paramName, (p) => ({ ...p, value: e.value }));
    return [
      { eventType: 'paramValueChanged', nodeId: e.nodeId, paramName: e.paramName, value: before.value },
    ];
  },
  paramExpressionChanged: (ctx, e) => {
    const before = changeParam(ctx, e.nodeId, e.paramName, (p) => ({ ...p, expression: e.expression }));
    return [
      {
        eventType: 'paramExpressionChanged',
        nodeId: e.nodeId,
        paramName: e.paramName,
        expression: before.expression,
      },
    ];
  },
  paramEvalTypeChanged: (ctx, e) => {
    const before = changeParam(ctx, e.nodeId, e.paramName, (p) => ({ ...p, evalType: e.evalType }));
    return [
      {
        eventType: 'paramEvalTypeChanged',
        nodeId: e.nodeId,
        paramName: e.paramName,
        evalType: before.evalType,
      },
    ];
  },
  paramGlanceChanged: (ctx, e) => {
    // glance is stored only when true, so toggling back restores the former node exactly
    const before = changeParam(ctx, e.nodeId, e.paramName, ({ glance: _, ...p }) =>
      e.glance ? { ...p, glance: true } : p,
    );
    return [
      {
        eventType: 'paramGlanceChanged',
        nodeId: e.nodeId,
        paramName: e.paramName,
        glance: before.glance === true,
      },
    ];
  },
};
