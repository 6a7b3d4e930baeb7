import { NodeError } from '../errors/index.js';
import type { DefinedParam } from '../model/index.js';
import type { ApplyContext, HandlerTable } from './context.js';
import { requireNode } from './node-access.js';
import { type ParamField, paramFieldHandler, withField } from './param-fields.js';

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

type ParamFieldEvent =
  | 'paramValueChanged'
  | 'paramExpressionChanged'
  | 'paramEvalTypeChanged'
  | 'paramGlanceChanged';

const fieldHandler = <T extends ParamFieldEvent>(eventType: T, field: ParamField) =>
  paramFieldHandler(eventType, field, 'paramName', (ctx, e) =>
    changeParam(ctx, e.nodeId, e.paramName, (p) => withField(p, field, e[field])),
  );

export const paramHandlers: HandlerTable<ParamFieldEvent> = {
  paramValueChanged: fieldHandler('paramValueChanged', 'value'),
  paramExpressionChanged: fieldHandler('paramExpressionChanged', 'expression'),
  paramEvalTypeChanged: fieldHandler('paramEvalTypeChanged', 'evalType'),
  paramGlanceChanged: fieldHandler('paramGlanceChanged', 'glance'),
};
