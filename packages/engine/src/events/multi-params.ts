import { NodeError } from '../errors/index.js';
import type { CustomParam, GraphNode } from '../model/index.js';
import type { ApplyContext, HandlerTable } from './context.js';
import { checkNewCustomParam, groupNumbers, requireCustomParam, templatesOf } from './custom-param-rules.js';
import { deleteCustomParam, putCustomParams } from './custom-params.js';
import { patchNode, requireNode } from './node-access.js';

/** An instance's name: the template name, an underscore and the group number (spec 2 §3). */
export const instanceName = (template: CustomParam, groupNumber: number) => `${template.name}_${groupNumber}`;

function requireMultiparamFolder(node: GraphNode, folderId: string): CustomParam {
  const folder = requireCustomParam(node, folderId);
  if (folder.folderType !== 'multiparam')
    throw new NodeError('InvalidOperation', `Not a multiparam folder: ${folder.name}`);
  return folder;
}

function newInstance(
  template: CustomParam,
  id: string,
  groupNumber: number,
  given?: Partial<CustomParam>,
): CustomParam {
  const { isTemplate: _, ...base } = template;
  return {
    ...base,
    id,
    name: instanceName(template, groupNumber),
    value: given?.value !== undefined ? given.value : (template.defaultValue ?? template.value),
    expression: given?.expression ?? template.defaultExpression ?? template.expression,
    evalType: given?.evalType ?? template.defaultEvalType ?? template.evalType,
    createdFromTemplate: { identifier: template.id, groupNumber },
  };
}

/** Renumbers the instances of a folder (groups map old number → new number), renaming them. */
function renumber(
  ctx: ApplyContext,
  node: GraphNode,
  folderId: string,
  to: (group: number) => number,
): GraphNode {
  const customParams = { ...node.customParams };
  for (const p of Object.values(node.customParams)) {
    if (p.parent !== folderId || !p.createdFromTemplate) continue;
    const groupNumber = to(p.createdFromTemplate.groupNumber);
    const template = node.customParams[p.createdFromTemplate.identifier];
    customParams[p.id] = {
      ...p,
      name: instanceName(template, groupNumber),
      createdFromTemplate: { identifier: template.id, groupNumber },
    };
  }
  return patchNode(ctx.state, node, { customParams });
}

function checkGroup(groups: number[], group: number, allowNext: boolean): void {
  const ok = groups.includes(group) || (allowNext && group === (groups.at(-1) ?? 0) + 1);
  if (!ok) throw new NodeError('InvalidOperation', `Invalid group number: ${group}`);
}

export const multiParamHandlers: HandlerTable<
  | 'multiParamTemplateCreated'
  | 'multiParamInstanceGroupInserted'
  | 'multiParamInstanceGroupDeleted'
  | 'multiParamInstanceGroupMoved'
> = {
  multiParamTemplateCreated: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    requireMultiparamFolder(node, e.folderId);
    const template: CustomParam = { ...(e.template as CustomParam), parent: e.folderId, isTemplate: true };
    checkNewCustomParam(node, template);
    const instances = groupNumbers(node, e.folderId).map((group) => {
      const id = e.instanceIds?.[String(group)];
      if (!id) throw new NodeError('InvalidOperation', `Missing instance id for group ${group}`);
      return newInstance(template, id, group);
    });
    putCustomParams(ctx, node, [template, ...instances]);
    return [{ eventType: 'customParamDeleted', nodeId: node.id, customParamId: template.id }];
  },

  multiParamInstanceGroupInserted: (ctx, e) => {
    let node = requireNode(ctx.state, e.nodeId);
    requireMultiparamFolder(node, e.folderId);
    checkGroup(groupNumbers(node, e.folderId), e.groupNumber, true);
    const templates = templatesOf(node, e.folderId);
    // groups exist only through their instances: without a template there is nothing to insert
    if (templates.length === 0)
      throw new NodeError('InvalidOperation', `No template in multiparam folder ${e.folderId}`);
    const instances = templates.map((t) => {
      const id = e.instanceIds[t.id];
      if (!id) throw new NodeError('InvalidOperation', `Missing instance id for template ${t.name}`);
      if (node.customParams[id])
        throw new NodeError('InvalidDataKey', `Custom param id already exists: ${id}`);
      return newInstance(t, id, e.groupNumber, e.values?.[t.id] as Partial<CustomParam> | undefined);
    });
    node = renumber(ctx, node, e.folderId, (g) => (g >= e.groupNumber ? g + 1 : g));
    putCustomParams(ctx, node, instances);
    return [
      {
        eventType: 'multiParamInstanceGroupDeleted',
        nodeId: node.id,
        folderId: e.folderId,
        groupNumber: e.groupNumber,
      },
    ];
  },

  multiParamInstanceGroupDeleted: (ctx, e) => {
    let node = requireNode(ctx.state, e.nodeId);
    requireMultiparamFolder(node, e.folderId);
    checkGroup(groupNumbers(node, e.folderId), e.groupNumber, false);
    const removed = Object.values(node.customParams).filter(
      (p) => p.parent === e.folderId && p.createdFromTemplate?.groupNumber === e.groupNumber,
    );
    for (const p of removed) {
      deleteCustomParam(ctx, node, p.id);
      node = ctx.state.getNode(node.id)!;
    }
    renumber(ctx, node, e.folderId, (g) => (g > e.groupNumber ? g - 1 : g));
    const instanceIds: Record<string, string> = {};
    const values: Record<
      string,
      { value?: unknown; expression?: string; evalType?: 'literal' | 'expression' }
    > = {};
    for (const p of removed) {
      const templateId = p.createdFromTemplate!.identifier;
      instanceIds[templateId] = p.id;
      values[templateId] = { value: p.value, expression: p.expression, evalType: p.evalType };
    }
    return [
      {
        eventType: 'multiParamInstanceGroupInserted',
        nodeId: node.id,
        folderId: e.folderId,
        groupNumber: e.groupNumber,
        instanceIds,
        values,
      },
    ];
  },

  multiParamInstanceGroupMoved: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    requireMultiparamFolder(node, e.folderId);
    const groups = groupNumbers(node, e.folderId);
    checkGroup(groups, e.from, false);
    checkGroup(groups, e.to, false);
    const order = groups.filter((g) => g !== e.from);
    order.splice(e.to - 1, 0, e.from);
    renumber(ctx, node, e.folderId, (g) => order.indexOf(g) + 1);
    return [
      {
        eventType: 'multiParamInstanceGroupMoved',
        nodeId: node.id,
        folderId: e.folderId,
        from: e.to,
        to: e.from,
      },
    ];
  },
};
