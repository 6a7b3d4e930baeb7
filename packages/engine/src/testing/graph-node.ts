import {
  CONTEXT_NODE_COLOR,
  type Connection,
  type ConnectionWithId,
  type CustomParam,
  connectionId,
  DEFAULT_NODE_COLOR,
  DEFAULT_NODE_SIZE,
  type DefinedParam,
  type GraphNode,
  ROOT_CONTEXTS,
} from '../model/index.js';

/** A param as tests and tools state it: a literal value, or `{ expression }` for an expression. */
export type ParamInput = unknown;

/** Whether a stated param is an expression: exactly `{ expression: string }`. */
export function isExpressionInput(value: ParamInput): value is { expression: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as { expression?: unknown }).expression === 'string'
  );
}

/** A defined param stored on a node: a literal, or an expression evaluated later. */
export function definedParam(name: string, value: ParamInput): DefinedParam {
  return isExpressionInput(value)
    ? { name, value: undefined, expression: value.expression, evalType: 'expression' }
    : { name, value, expression: '', evalType: 'literal' };
}

/** The defined params of a node from `{ name: value }`. */
export function definedParams(params: Record<string, ParamInput>): Record<string, DefinedParam> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, definedParam(name, value)]));
}

/** A custom param whose 25-character id is derived from its name (padded with x). */
export function customParam(
  name: string,
  value: ParamInput,
  dataType: CustomParam['dataType'] = 'inferred',
): CustomParam {
  return {
    id: name.padEnd(25, 'x').slice(0, 25),
    dataType,
    ...definedParam(name, value),
  } satisfies CustomParam;
}

export interface NodeInit {
  id: string;
  definitionName: string;
  /** defaults to the id */
  name?: string;
  parentId?: string;
  params?: Record<string, ParamInput>;
  customParams?: Record<string, CustomParam>;
  flags?: GraphNode['flags'];
  color?: string;
  position?: { x: number; y: number };
}

/** A complete node in the spec's Node entity shape, with the engine's defaults for what is not stated. */
export function graphNode(init: NodeInit): GraphNode {
  return {
    id: init.id,
    definitionName: init.definitionName,
    name: init.name ?? init.id,
    ...(init.parentId ? { parentId: init.parentId } : {}),
    position: { ...(init.position ?? { x: 0, y: 0 }) },
    size: { ...DEFAULT_NODE_SIZE },
    color: init.color ?? DEFAULT_NODE_COLOR,
    comment: '',
    params: definedParams(init.params ?? {}),
    customParams: init.customParams ?? {},
    flags: init.flags ?? {},
  };
}

/** The root context node `id` (hex, tex or fex) as an empty project holds it. */
export function rootNode(id: string): GraphNode {
  const root = ROOT_CONTEXTS.find((c) => c.id === id);
  if (!root) throw new Error(`Unknown root context: ${id}`);
  return graphNode({
    id,
    definitionName: root.definitionName,
    color: CONTEXT_NODE_COLOR,
    position: root.position,
  });
}

/** A connection's five fields, as a connectionCreated event carries them. */
export function connectionOf(
  sourceNode: string,
  sourceOutputIdentifier: string,
  targetNode: string,
  targetInputIdentifier: string,
  order = 0,
): Connection {
  return { sourceNode, sourceOutputIdentifier, targetNode, targetInputIdentifier, order };
}

/** A connection with its id (the hash of its five fields). */
export function wireOf(...fields: Parameters<typeof connectionOf>): ConnectionWithId {
  const connection = connectionOf(...fields);
  return { ...connection, id: connectionId(connection) };
}
