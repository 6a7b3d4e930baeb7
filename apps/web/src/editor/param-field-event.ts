import type { CustomParam, EventInput, GraphNode, RandomSource } from '@nodeloom/engine';
import { generateCustomParamId } from '@nodeloom/engine';
import type { MultiparamChange, ParamField } from './editor-api.js';

const SUFFIX: Record<ParamField, string> = {
  value: 'Value',
  expression: 'Expression',
  evalType: 'EvalType',
  glance: 'Glance',
};

function findCustom(node: GraphNode, param: string): CustomParam | undefined {
  return node.customParams[param] ?? Object.values(node.customParams).find((c) => c.name === param);
}

/**
 * The event changing one field (value, expression, evalType, glance) of a param: a defined param
 * by name (declared by the definition even when the node has not stored it yet), else a custom
 * param by id or name. Undefined when the node has no such param.
 */
export function paramFieldEvent(
  node: GraphNode,
  declared: boolean,
  param: string,
  field: ParamField,
  value: unknown,
): EventInput | undefined {
  if (declared || param in node.params)
    return {
      eventType: `param${SUFFIX[field]}Changed`,
      nodeId: node.id,
      paramName: param,
      [field]: value,
    } as EventInput;
  const custom = findCustom(node, param);
  if (!custom) return undefined;
  return {
    eventType: `customParam${SUFFIX[field]}Changed`,
    nodeId: node.id,
    customParamId: custom.id,
    [field]: value,
  } as EventInput;
}

/** The engine event inserting, deleting or moving one instance group of a multiparam folder. */
export function multiparamEvent(
  node: GraphNode,
  folderId: string,
  change: MultiparamChange,
  random: RandomSource,
): EventInput {
  if (change.kind === 'delete')
    return {
      eventType: 'multiParamInstanceGroupDeleted',
      nodeId: node.id,
      folderId,
      groupNumber: change.group,
    };
  if (change.kind === 'move')
    return {
      eventType: 'multiParamInstanceGroupMoved',
      nodeId: node.id,
      folderId,
      from: change.group,
      to: change.to,
    };
  const instanceIds: Record<string, string> = {};
  for (const p of Object.values(node.customParams))
    if (p.parent === folderId && p.isTemplate) instanceIds[p.id] = generateCustomParamId(random);
  return {
    eventType: 'multiParamInstanceGroupInserted',
    nodeId: node.id,
    folderId,
    groupNumber: change.group,
    instanceIds,
  };
}
