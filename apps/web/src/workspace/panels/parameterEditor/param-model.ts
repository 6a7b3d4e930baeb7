import type {
  CustomParam,
  DataType,
  EvalType,
  FolderType,
  GraphNode,
  NodeDefinition,
  ParamDefinition,
  ParamOption,
  Widget,
} from '@nodeloom/engine';

/** One row of the parameter editor: a param (defined or custom) or a custom folder holding rows. */
export interface ParamRow {
  /** what writes name: the param's name (custom param names are unique against defined ones) */
  name: string;
  label: string;
  description?: string;
  widget: Widget | 'folder';
  dataType: DataType;
  required: boolean;
  custom: boolean;
  options?: readonly ParamOption[];
  min?: number;
  max?: number;
  hidden: boolean;
  disabled: boolean;
  /** the literal value (the first node's when mixed) */
  value: unknown;
  /** the selected nodes disagree on the value */
  mixed: boolean;
  evalType: EvalType;
  expression: string;
  glance: boolean;
  /** templates, instances and folders take no value directly (spec 2 §5 Custom params) */
  valueLocked: boolean;
  folderType?: FolderType;
  /** a custom folder's id (multiparam writes name the folder by id) */
  folderId?: string;
  /** layout and collection folders: their rows; multiparam: its templates */
  children: readonly ParamRow[];
  /** multiparam folders: the instance groups in number order */
  groups: readonly { group: number; rows: readonly ParamRow[] }[];
}

/** Evaluates a hideWhen / disableWhen expression over one node (the editor's paramCondition). */
export type Condition = (nodeId: string, expression: string) => boolean;

export interface ModelNode {
  node: GraphNode;
  definition: NodeDefinition | undefined;
}

/** `order` first (params without one after), then declaration order: Array.sort is stable. */
function byOrder<T extends { order?: number | undefined }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY),
  );
}

function conditions(
  nodeId: string,
  p: { hideWhen?: string | undefined; disableWhen?: string | undefined },
  condition: Condition,
) {
  return {
    hidden: p.hideWhen ? condition(nodeId, p.hideWhen) : false,
    disabled: p.disableWhen ? condition(nodeId, p.disableWhen) : false,
  };
}

function definedRow(node: GraphNode, p: ParamDefinition, condition: Condition): ParamRow {
  const stored = node.params[p.name];
  return {
    name: p.name,
    label: p.label || p.name,
    ...(p.description ? { description: p.description } : {}),
    widget: p.widget,
    dataType: p.dataType,
    required: p.required === true,
    custom: false,
    ...(p.options ? { options: p.options } : {}),
    ...(p.min !== undefined ? { min: p.min } : {}),
    ...(p.max !== undefined ? { max: p.max } : {}),
    ...conditions(node.id, p, condition),
    value: stored ? stored.value : p.defaultValue,
    mixed: false,
    evalType: stored?.evalType ?? 'literal',
    expression: stored?.expression ?? '',
    glance: stored?.glance === true,
    valueLocked: false,
    children: [],
    groups: [],
  };
}

function customRow(node: GraphNode, p: CustomParam, condition: Condition): ParamRow {
  const contents = byOrder(Object.values(node.customParams).filter((c) => c.parent === p.id));
  const isFolder = p.widget === 'folder';
  const multiparam = p.folderType === 'multiparam';
  const groups = new Map<number, ParamRow[]>();
  for (const c of contents) {
    const group = c.createdFromTemplate?.groupNumber;
    if (group !== undefined) groups.set(group, [...(groups.get(group) ?? []), customRow(node, c, condition)]);
  }
  const children = contents
    .filter((c) => (multiparam ? c.isTemplate === true : !c.createdFromTemplate))
    .map((c) => customRow(node, c, condition));
  return {
    name: p.name,
    label: p.label || p.name,
    ...(p.description ? { description: p.description } : {}),
    widget: p.widget ?? 'string',
    dataType: p.dataType,
    required: p.required === true,
    custom: true,
    ...(p.options ? { options: p.options } : {}),
    ...(p.min !== undefined ? { min: p.min } : {}),
    ...(p.max !== undefined ? { max: p.max } : {}),
    ...conditions(node.id, p, condition),
    value: p.value,
    mixed: false,
    evalType: p.evalType,
    expression: p.expression,
    glance: p.glance === true,
    valueLocked: isFolder || p.isTemplate === true || p.createdFromTemplate !== undefined,
    ...(p.folderType ? { folderType: p.folderType } : {}),
    ...(isFolder ? { folderId: p.id } : {}),
    children: isFolder ? children : [],
    groups: [...groups.entries()].sort(([a], [b]) => a - b).map(([group, rows]) => ({ group, rows })),
  };
}

/** The rows of one node: its definition's params by order, then its top-level custom params. */
export function nodeRows({ node, definition }: ModelNode, condition: Condition): ParamRow[] {
  const defined = byOrder(definition?.parameters ?? []).map((p) => definedRow(node, p, condition));
  const custom = byOrder(Object.values(node.customParams).filter((p) => p.parent === undefined)).map((p) =>
    customRow(node, p, condition),
  );
  return [...defined, ...custom];
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The rows of a selection. One node: all its rows. Several: the params they all have under the
 * same name with the same widget (folders left out: their contents differ per node), in the
 * first node's order; a value the nodes disagree on is `mixed`; a row is hidden only when
 * hidden on every node and disabled when disabled on any.
 */
export function selectionRows(nodes: readonly ModelNode[], condition: Condition): ParamRow[] {
  const [first, ...rest] = nodes;
  if (!first) return [];
  const own = nodeRows(first, condition);
  if (rest.length === 0) return own;
  const others = rest.map((n) => new Map(nodeRows(n, condition).map((r) => [r.name, r])));
  const shared: ParamRow[] = [];
  for (const row of own) {
    if (row.widget === 'folder') continue;
    const twins = others.map((m) => m.get(row.name));
    if (twins.some((t) => t === undefined || t.widget !== row.widget)) continue;
    const all = [row, ...(twins as ParamRow[])];
    shared.push({
      ...row,
      hidden: all.every((r) => r.hidden),
      disabled: all.some((r) => r.disabled),
      valueLocked: all.some((r) => r.valueLocked),
      mixed: all.some((r) => r.evalType !== row.evalType || !sameValue(r.value, row.value)),
      glance: all.every((r) => r.glance),
    });
  }
  return shared;
}

/** A number within a row's range (clamped on commit); ints are rounded. NaN stays NaN (refused by the caller). */
export function clampToRange(value: number, row: Pick<ParamRow, 'min' | 'max' | 'widget'>): number {
  let out = row.widget === 'int' ? Math.round(value) : value;
  if (row.min !== undefined) out = Math.max(row.min, out);
  if (row.max !== undefined) out = Math.min(row.max, out);
  return out;
}

/** "min … max" for a row with a range, else undefined. */
export function rangeText(row: Pick<ParamRow, 'min' | 'max'>): string | undefined {
  if (row.min === undefined && row.max === undefined) return undefined;
  return `${row.min ?? '−∞'} … ${row.max ?? '∞'}`;
}
