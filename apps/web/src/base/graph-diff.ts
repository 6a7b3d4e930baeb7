import type { Connection, CustomParam, DefinedParam, Graph, GraphNode } from '@nodeloom/engine';

/** A node as a diff line names it. */
export interface DiffNode {
  id: string;
  name: string;
  definitionName: string;
  parentId: string | undefined;
}

export interface NodeMove extends DiffNode {
  from: { x: number; y: number };
  to: { x: number; y: number };
}

export interface NodeRename extends DiffNode {
  from: string;
  to: string;
}

/** One param whose value or expression differs: shown as text, `= expr` for an expression. */
export interface ParamChange extends DiffNode {
  param: string;
  custom: boolean;
  /** undefined: the param did not exist on that side (a custom param added or removed) */
  before: string | undefined;
  after: string | undefined;
}

/** Any other field of a node that differs (colour, comment, size, level, flags). */
export interface FieldChange extends DiffNode {
  field: 'color' | 'comment' | 'size' | 'parent' | 'flags' | 'definition';
  before: string;
  after: string;
}

export interface WireDiff {
  /** `source.output → target.input`, with node names */
  label: string;
  wire: Connection;
}

/** What changed from `before` to `after` (spec issue: the snapshot diff Node-RED users ask for). */
export interface GraphDiff {
  added: DiffNode[];
  removed: DiffNode[];
  moved: NodeMove[];
  renamed: NodeRename[];
  params: ParamChange[];
  fields: FieldChange[];
  wiresAdded: WireDiff[];
  wiresRemoved: WireDiff[];
}

/** Moves smaller than this are layout noise (a snap, a rounding), not a move. */
const MOVE_EPSILON = 0.5;

const named = (node: GraphNode): DiffNode => ({
  id: node.id,
  name: node.name,
  definitionName: node.definitionName,
  parentId: node.parentId,
});

export function paramText(param: Pick<DefinedParam, 'value' | 'expression' | 'evalType'>): string {
  if (param.evalType === 'expression') return `= ${param.expression}`;
  const text = JSON.stringify(param.value);
  return text === undefined ? String(param.value) : text;
}

const wireKey = (w: Connection) =>
  `${w.sourceNode}\u0000${w.sourceOutputIdentifier}\u0000${w.targetNode}\u0000${w.targetInputIdentifier}`;

/** Compares two graphs node by node (by id) and wire by wire (by their ends; a reorder is not a change). */
export function diffGraphs(before: Graph, after: Graph): GraphDiff {
  const diff: GraphDiff = {
    added: [],
    removed: [],
    moved: [],
    renamed: [],
    params: [],
    fields: [],
    wiresAdded: [],
    wiresRemoved: [],
  };
  const old = new Map(before.nodes.map((node) => [node.id, node]));
  const now = new Map(after.nodes.map((node) => [node.id, node]));
  for (const node of after.nodes) {
    const was = old.get(node.id);
    if (!was) diff.added.push(named(node));
    else compareNode(was, node, diff);
  }
  for (const node of before.nodes) if (!now.has(node.id)) diff.removed.push(named(node));

  const name = (id: string) => now.get(id)?.name ?? old.get(id)?.name ?? id;
  const label = (w: Connection) =>
    `${name(w.sourceNode)}.${w.sourceOutputIdentifier} → ${name(w.targetNode)}.${w.targetInputIdentifier}`;
  const oldWires = new Set(before.connections.map(wireKey));
  const newWires = new Set(after.connections.map(wireKey));
  for (const wire of after.connections)
    if (!oldWires.has(wireKey(wire))) diff.wiresAdded.push({ label: label(wire), wire });
  for (const wire of before.connections)
    if (!newWires.has(wireKey(wire))) diff.wiresRemoved.push({ label: label(wire), wire });
  return diff;
}

function compareNode(was: GraphNode, node: GraphNode, diff: GraphDiff): void {
  const who = named(node);
  if (
    Math.abs(was.position.x - node.position.x) > MOVE_EPSILON ||
    Math.abs(was.position.y - node.position.y) > MOVE_EPSILON
  ) {
    diff.moved.push({ ...who, from: { ...was.position }, to: { ...node.position } });
  }
  if (was.name !== node.name) diff.renamed.push({ ...who, from: was.name, to: node.name });
  compareParams(who, was.params, node.params, false, diff);
  compareParams(who, was.customParams, node.customParams, true, diff);
  const field = (f: FieldChange['field'], a: string, b: string) => {
    if (a !== b) diff.fields.push({ ...who, field: f, before: a, after: b });
  };
  field('definition', was.definitionName, node.definitionName);
  field('color', was.color, node.color);
  field('comment', was.comment, node.comment);
  field('size', `${was.size.width}×${was.size.height}`, `${node.size.width}×${node.size.height}`);
  field('parent', was.parentId ?? 'Root', node.parentId ?? 'Root');
  field('flags', flagsText(was), flagsText(node));
}

const flagsText = (node: GraphNode) =>
  Object.entries(node.flags)
    .filter(([, on]) => on)
    .map(([flag]) => flag)
    .sort()
    .join(', ') || 'none';

function compareParams(
  who: DiffNode,
  before: Record<string, DefinedParam | CustomParam>,
  after: Record<string, DefinedParam | CustomParam>,
  custom: boolean,
  diff: GraphDiff,
): void {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    const textA = a ? paramText(a) : undefined;
    const textB = b ? paramText(b) : undefined;
    if (textA !== textB) {
      diff.params.push({ ...who, param: b?.name ?? a?.name ?? key, custom, before: textA, after: textB });
    }
  }
}

/** How many changes a diff holds. */
export function diffSize(diff: GraphDiff): number {
  return Object.values(diff).reduce((sum, list: unknown[]) => sum + list.length, 0);
}

/** Which change each node that still exists went through, for the canvas' highlight. */
export type DiffMark = 'added' | 'changed';

export function diffMarks(diff: GraphDiff): ReadonlyMap<string, DiffMark> {
  const marks = new Map<string, DiffMark>();
  for (const node of [...diff.moved, ...diff.renamed, ...diff.params, ...diff.fields])
    marks.set(node.id, 'changed');
  for (const wire of [...diff.wiresAdded, ...diff.wiresRemoved]) marks.set(wire.wire.targetNode, 'changed');
  for (const node of diff.added) marks.set(node.id, 'added');
  return marks;
}
