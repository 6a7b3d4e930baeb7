import { CREATION_MESSAGES, NodeError } from '../errors/index.js';
import type { CustomParam, GraphNode } from '../model/index.js';
import type { ApplyContext, HandlerTable } from './context.js';
import {
  checkCustomParamName,
  checkDataType,
  checkNewCustomParam,
  checkParentFolder,
  isFolder,
  NUMERIC_CUSTOM_PARAM_KEYS,
  requireCustomParam,
  UPDATABLE_CUSTOM_PARAM_KEYS,
} from './custom-param-rules.js';
import type { EventInput } from './event.js';
import { patchNode, requireNode } from './node-access.js';
import { type ParamField, paramFieldHandlers, withField } from './param-fields.js';

export function putCustomParams(ctx: ApplyContext, node: GraphNode, params: CustomParam[]): GraphNode {
  const customParams = { ...node.customParams };
  for (const p of params) customParams[p.id] = p;
  return patchNode(ctx.state, node, { customParams });
}

/** A custom param with the params that depend on it (folder contents, template instances), dependencies first. */
function withDependants(node: GraphNode, id: string): CustomParam[] {
  const out: CustomParam[] = [];
  const queue = [id];
  const seen = new Set<string>();
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (seen.has(at)) continue;
    seen.add(at);
    out.push(node.customParams[at]);
    const dependants = Object.values(node.customParams).filter(
      (p) => p.parent === at || p.createdFromTemplate?.identifier === at,
    );
    // templates and folders before instances, so re-adding them in this order passes validation
    dependants.sort((a, b) => Number(!!a.createdFromTemplate) - Number(!!b.createdFromTemplate));
    queue.push(...dependants.map((p) => p.id));
  }
  return out;
}

/** Deletes a custom param and its dependants; returns the events re-adding them. */
export function deleteCustomParam(ctx: ApplyContext, node: GraphNode, id: string): EventInput[] {
  requireCustomParam(node, id);
  const removed = withDependants(node, id);
  const customParams = { ...node.customParams };
  for (const p of removed) delete customParams[p.id];
  patchNode(ctx.state, node, { customParams });
  return removed.map((customParam) => ({ eventType: 'customParamAdded', nodeId: node.id, customParam }));
}

function changeCustomParam(
  ctx: ApplyContext,
  e: { nodeId: string; customParamId: string },
  field: ParamField,
  value: unknown,
): CustomParam {
  const node = requireNode(ctx.state, e.nodeId);
  const param = requireCustomParam(node, e.customParamId);
  if (field === 'value' && (isFolder(param) || param.isTemplate || param.createdFromTemplate)) {
    throw new NodeError('InvalidOperation', CREATION_MESSAGES.cannotSetValue(param.name));
  }
  putCustomParams(ctx, node, [withField(param, field, value)]);
  return param;
}

function checkDefinitionChange(
  node: GraphNode,
  param: CustomParam,
  changes: Record<string, unknown>,
): CustomParam {
  const next: Record<string, unknown> = { ...param };
  for (const [key, raw] of Object.entries(changes)) {
    if (!(UPDATABLE_CUSTOM_PARAM_KEYS as readonly string[]).includes(key)) {
      throw new NodeError('InvalidDataKey', `Invalid key: ${key}`);
    }
    let value = raw;
    if (
      (NUMERIC_CUSTOM_PARAM_KEYS as readonly string[]).includes(key) &&
      (typeof raw !== 'number' || Number.isNaN(raw))
    ) {
      value = undefined;
    }
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  const updated = next as unknown as CustomParam;
  if ('name' in changes) checkCustomParamName(node, updated.name, param.id);
  if ('dataType' in changes) checkDataType(updated.dataType);
  if ('parent' in changes) checkParentFolder(node, param.id, updated.parent);
  const unsetsFolder =
    isFolder(param) && (!isFolder(updated) || ('folderType' in changes && updated.folderType === undefined));
  if (unsetsFolder && Object.values(node.customParams).some((p) => p.parent === param.id)) {
    throw new NodeError('InvalidOperation', CREATION_MESSAGES.folderNotEmpty);
  }
  if (updated.folderType !== undefined && updated.widget !== 'folder') {
    throw new NodeError('InvalidOperation', `A folder type needs the folder widget: ${updated.name}`);
  }
  return updated;
}

export const customParamHandlers: HandlerTable<
  | 'customParamAdded'
  | 'customParamDeleted'
  | 'customParamValueChanged'
  | 'customParamExpressionChanged'
  | 'customParamEvalTypeChanged'
  | 'customParamGlanceChanged'
  | 'customParamDefinitionChanged'
> = {
  customParamAdded: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const param = e.customParam as CustomParam;
    checkNewCustomParam(node, param);
    putCustomParams(ctx, node, [param]);
    return [{ eventType: 'customParamDeleted', nodeId: node.id, customParamId: param.id }];
  },
  customParamDeleted: (ctx, e) => deleteCustomParam(ctx, requireNode(ctx.state, e.nodeId), e.customParamId),
  ...paramFieldHandlers('customParam', 'customParamId', (ctx, e, field) =>
    changeCustomParam(ctx, e, field, e[field]),
  ),
  customParamDefinitionChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const param = requireCustomParam(node, e.customParamId);
    const updated = checkDefinitionChange(node, param, e.changes);
    putCustomParams(ctx, node, [updated]);
    const previous: Record<string, unknown> = {};
    for (const key of Object.keys(e.changes))
      previous[key] = (param as unknown as Record<string, unknown>)[key];
    return [
      {
        eventType: 'customParamDefinitionChanged',
        nodeId: node.id,
        customParamId: param.id,
        changes: previous,
      },
    ];
  },
};
