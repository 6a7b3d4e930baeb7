import { type GraphNode, pathOf, type ReadonlyGraph } from '@nodeloom/engine';

export type MatchField = 'name' | 'definition' | 'id' | 'value' | 'expression';

/** One place in the project where the searched text occurs. */
export interface FindMatch {
  nodeId: string;
  nodeName: string;
  /** the node's absolute path (spec 2 §9) */
  path: string;
  field: MatchField;
  /** the param, for value and expression matches */
  param?: string;
  /** the text that matched */
  text: string;
}

export interface FindOptions {
  caseSensitive: boolean;
  fields: ReadonlySet<MatchField>;
}

export const ALL_FIELDS: readonly MatchField[] = ['name', 'definition', 'id', 'value', 'expression'];

/** A literal value as text (what a search reads and a replace may rewrite): strings as they are. */
export function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Every node of the project (every level, unpacked UDNs included) whose name, definition, id, a
 * literal param value or an expression contains `query`.
 */
export function searchProject(graph: ReadonlyGraph, query: string, options: FindOptions): FindMatch[] {
  if (query === '') return [];
  const fold = (text: string) => (options.caseSensitive ? text : text.toLowerCase());
  const needle = fold(query);
  const matches: FindMatch[] = [];
  for (const node of graph.nodes()) {
    const path = pathOf(graph, node.id);
    const push = (field: MatchField, text: string, param?: string) => {
      if (options.fields.has(field) && fold(text).includes(needle))
        matches.push({
          nodeId: node.id,
          nodeName: node.name,
          path,
          field,
          text,
          ...(param ? { param } : {}),
        });
    };
    push('name', node.name);
    push('definition', node.definitionName);
    push('id', node.id);
    for (const param of paramsOf(node)) {
      if (param.evalType === 'expression') push('expression', param.expression, param.name);
      else {
        const text = valueText(param.value);
        if (text !== undefined) push('value', text, param.name);
      }
    }
  }
  return matches.sort((a, b) => a.path.localeCompare(b.path));
}

function paramsOf(node: GraphNode) {
  return [...Object.values(node.params), ...Object.values(node.customParams)];
}

/** `text` with every occurrence of `find` replaced (case-insensitively unless told). */
export function replaceAll(text: string, find: string, replacement: string, caseSensitive: boolean): string {
  if (find === '') return text;
  const escaped = find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, caseSensitive ? 'g' : 'gi'), () => replacement);
}
