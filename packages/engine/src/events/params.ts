import { NodeError } from '../errors/index.js';
import type { DefinedParam } from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';
import type { ApplyContext } from './context.js';
import { requireNode, setField } from './node-access.js';
import { paramFieldHandlers, withField } from './param-fields.js';

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
    const declared = nodeDefinition(ctx.registry, node)?.parameters.find((p) => p.name === paramName);
    if (!declared) throw new NodeError('InvalidDataKey', `Param not found: ${node.name}.${paramName}`);
    param = { name: paramName, value: declared.defaultValue, expression: '', evalType: 'literal' };
  }
  const params = { ...node.params };
  params[paramName] = change(param);
  setField(ctx.state, node, 'params', params);
  return param;
}

export const paramHandlers = paramFieldHandlers('param', 'paramName', (ctx, e, field) =>
  changeParam(ctx, e.nodeId, e.paramName, (p) => withField(p, field, e[field])),
);
