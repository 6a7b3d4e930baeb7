import { NodeError } from '../errors/index.js';
import {
  type CustomParam,
  type DATA_COLLECTION_FOLDER_TYPES,
  DATA_TYPES,
  type GraphNode,
  isValidCustomParamId,
} from '../model/index.js';

/**
 * Keys customParamDefinitionChanged may update (spec 2 §5: "a fixed list (not shown)"; ours).
 * value, expression, evalType and glance have their own events; id, isTemplate and
 * createdFromTemplate are managed by the multiparam events.
 */
export const UPDATABLE_CUSTOM_PARAM_KEYS = [
  'name',
  'label',
  'description',
  'dataType',
  'widget',
  'options',
  'hideWhen',
  'disableWhen',
  'order',
  'min',
  'max',
  'dataTypeSource',
  'required',
  'defaultValue',
  'defaultExpression',
  'defaultEvalType',
  'parent',
  'folderType',
  'editable',
] as const;
export const NUMERIC_CUSTOM_PARAM_KEYS = ['min', 'max', 'order'] as const;

/** Sub-param suffixes of data collection folders (spec 2 §3; rect's are ours: the spec lists none). */
export const DATA_COLLECTION_SUFFIXES: Record<
  (typeof DATA_COLLECTION_FOLDER_TYPES)[number],
  readonly string[]
> = {
  'nine-dot': ['_l', '_r', '_t', '_b', '_tl', '_tr', '_bl', '_br', '_c'],
  rect: ['_x', '_y', '_w', '_h'],
  xy: ['_x', '_y'],
};

export const isFolder = (p: CustomParam | undefined): boolean => p?.widget === 'folder';

export function requireCustomParam(node: GraphNode, id: string): CustomParam {
  const param = node.customParams[id];
  if (!param) throw new NodeError('InvalidDataKey', `Custom param not found: ${node.name}.${id}`);
  return param;
}

/** Custom param names are unique against the node's params and custom params. */
export function checkCustomParamName(node: GraphNode, name: string, selfId?: string): void {
  const clash =
    name in node.params || Object.values(node.customParams).some((p) => p.name === name && p.id !== selfId);
  if (clash) throw new NodeError('DuplicateName', `Duplicate custom param name: ${name}`);
}

export function checkDataType(dataType: string): void {
  if (!(DATA_TYPES as readonly string[]).includes(dataType)) {
    throw new NodeError('InvalidDataKey', `Invalid data type: ${dataType}`);
  }
}

/** The parent must be a folder of the node, and following parents must never come back (no cycle). */
export function checkParentFolder(node: GraphNode, selfId: string, parent: string | undefined): void {
  if (parent === undefined) return;
  if (!isFolder(node.customParams[parent])) {
    throw new NodeError('InvalidOperation', `Custom param parent must be a folder: ${parent}`);
  }
  const seen = new Set<string>([selfId]);
  for (let at: string | undefined = parent; at !== undefined; at = node.customParams[at]?.parent) {
    if (seen.has(at)) throw new NodeError('CircularFolderStructure', 'Cyclic graph');
    seen.add(at);
  }
}

/** Group numbers used by the instances of a multiparam folder, ascending. */
export function groupNumbers(node: GraphNode, folderId: string): number[] {
  const groups = new Set<number>();
  for (const p of Object.values(node.customParams)) {
    if (p.parent === folderId && p.createdFromTemplate) groups.add(p.createdFromTemplate.groupNumber);
  }
  return [...groups].sort((a, b) => a - b);
}

export function templatesOf(node: GraphNode, folderId: string): CustomParam[] {
  return Object.values(node.customParams).filter((p) => p.parent === folderId && p.isTemplate === true);
}

/** Every rule of spec 2 §5 Custom params a new custom param must meet. */
export function checkNewCustomParam(node: GraphNode, param: CustomParam): void {
  if (!isValidCustomParamId(param.id)) {
    throw new NodeError(
      'InvalidDataKey',
      `Invalid custom param id: ${param.id}, it must be 25 lowercase alphanumerics`,
    );
  }
  if (node.customParams[param.id])
    throw new NodeError('InvalidDataKey', `Custom param id already exists: ${param.id}`);
  checkCustomParamName(node, param.name);
  checkDataType(param.dataType);
  checkParentFolder(node, param.id, param.parent);
  if (param.folderType !== undefined && param.widget !== 'folder') {
    throw new NodeError('InvalidOperation', `A folder type needs the folder widget: ${param.name}`);
  }
  const parent = param.parent === undefined ? undefined : node.customParams[param.parent];
  if (param.isTemplate && parent?.folderType !== 'multiparam') {
    throw new NodeError('InvalidOperation', `A template needs a multiparam folder parent: ${param.name}`);
  }
  if (param.createdFromTemplate) {
    const { identifier, groupNumber } = param.createdFromTemplate;
    const template = node.customParams[identifier];
    if (!template?.isTemplate || template.parent !== param.parent) {
      throw new NodeError('InvalidOperation', `No matching template for instance ${param.name}`);
    }
    const groups = groupNumbers(node, template.parent!);
    const next = (groups.at(-1) ?? 0) + 1;
    if (!groups.includes(groupNumber) && groupNumber !== next) {
      throw new NodeError(
        'InvalidOperation',
        `Invalid group number ${groupNumber} for instance ${param.name}`,
      );
    }
  }
}
