import {
  type CustomParam,
  DATA_COLLECTION_FOLDER_TYPES,
  dataCollectionEvents,
  type EventInput,
  type GraphNode,
  generateCustomParamId,
  type RandomSource,
} from '@nodeloom/engine';
import type { DraftFields } from './custom-param-draft.js';

/** The custom params directly inside a folder ('' = the node's top level), as the parameter editor orders them. */
export function siblingsInOrder(node: GraphNode, parent: string): CustomParam[] {
  const all = Object.values(node.customParams).filter(
    (p) => (p.parent ?? '') === parent && p.createdFromTemplate === undefined,
  );
  // order first (params without one after), then declaration order: Array.sort is stable
  return all.sort((a, b) => (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY));
}

const isDataCollection = (p: { folderType?: string | undefined }) =>
  (DATA_COLLECTION_FOLDER_TYPES as readonly string[]).includes(p.folderType ?? '');

/** Group numbers of a multiparam folder's instances. */
function groupsOf(node: GraphNode, folderId: string): number[] {
  const groups = new Set<number>();
  for (const p of Object.values(node.customParams))
    if (p.parent === folderId && p.createdFromTemplate) groups.add(p.createdFromTemplate.groupNumber);
  return [...groups];
}

/**
 * The events adding a custom param: a data collection folder comes with its sub-params, a param
 * inside a multiparam folder is a template (with an instance in every existing group), anything
 * else is one customParamAdded. It goes last among its siblings.
 */
export function addCustomParamEvents(
  node: GraphNode,
  fields: DraftFields,
  random?: RandomSource,
): EventInput[] {
  const siblings = siblingsInOrder(node, fields.parent ?? '');
  const param: CustomParam = {
    ...fields,
    id: generateCustomParamId(random),
    expression: '',
    evalType: 'literal',
    order: siblings.length,
  };
  if (param.widget === 'folder' && isDataCollection(param))
    return dataCollectionEvents(node.id, param, random);
  const parent = param.parent === undefined ? undefined : node.customParams[param.parent];
  if (parent?.folderType === 'multiparam') {
    const instanceIds: Record<string, string> = {};
    for (const group of groupsOf(node, parent.id)) instanceIds[String(group)] = generateCustomParamId(random);
    const { parent: _, ...template } = param;
    return [
      {
        eventType: 'multiParamTemplateCreated',
        nodeId: node.id,
        folderId: parent.id,
        template: { ...template, isTemplate: true },
        instanceIds,
      },
    ];
  }
  return [{ eventType: 'customParamAdded', nodeId: node.id, customParam: param }];
}

/** Definition keys the manager's form edits (all in the engine's updatable list). */
const EDITED_KEYS = [
  'name',
  'label',
  'description',
  'dataType',
  'widget',
  'folderType',
  'parent',
  'defaultValue',
  'min',
  'max',
  'required',
  'options',
] as const;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** One customParamDefinitionChanged with the keys the form changed (none: no event). */
export function editCustomParamEvents(
  node: GraphNode,
  param: CustomParam,
  fields: DraftFields,
): EventInput[] {
  const changes: Record<string, unknown> = {};
  const before = param as unknown as Record<string, unknown>;
  const after = fields as unknown as Record<string, unknown>;
  for (const key of EDITED_KEYS) if (!same(before[key], after[key])) changes[key] = after[key];
  if (Object.keys(changes).length === 0) return [];
  return [{ eventType: 'customParamDefinitionChanged', nodeId: node.id, customParamId: param.id, changes }];
}

/** Moves a custom param one place up (-1) or down (1) among its siblings: the orders renumbered, one step. */
export function moveCustomParamEvents(node: GraphNode, id: string, by: -1 | 1): EventInput[] {
  const param = node.customParams[id];
  if (!param) return [];
  const siblings = siblingsInOrder(node, param.parent ?? '');
  const at = siblings.findIndex((p) => p.id === id);
  const to = at + by;
  if (at === -1 || to < 0 || to >= siblings.length) return [];
  [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
  return siblings.flatMap((p, order) =>
    p.order === order
      ? []
      : [
          {
            eventType: 'customParamDefinitionChanged',
            nodeId: node.id,
            customParamId: p.id,
            changes: { order },
          },
        ],
  );
}

/** Deleting a custom param (the engine takes a folder's contents and a template's instances with it). */
export function deleteCustomParamEvents(node: GraphNode, id: string): EventInput[] {
  return [{ eventType: 'customParamDeleted', nodeId: node.id, customParamId: id }];
}
