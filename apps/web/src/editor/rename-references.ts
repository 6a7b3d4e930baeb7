import {
  type CustomParam,
  type DefinedParam,
  type ExpressionToken,
  type GraphNode,
  type NodeDefinition,
  type ReadonlyGraph,
  tokenizeExpression,
} from '@nodeloom/engine';

/** One param whose text names a node that is being renamed, before and after the rename. */
export interface ReferenceRewrite {
  nodeId: string;
  nodeName: string;
  /** the param's name (a custom param's name, not its id) */
  param: string;
  /** 'expression': an expression's `path.$param`; 'nodePath': a node_path_single value */
  kind: 'expression' | 'nodePath';
  before: string;
  after: string;
}

type Level = string | undefined;

const ROOT = '\u0000root';

/** the level above `level` (ROOT for Root's children), undefined above Root */
function parentOf(graph: ReadonlyGraph, level: Level): string | undefined {
  if (level === undefined) return undefined;
  return graph.getNode(level)?.parentId ?? ROOT;
}

/**
 * Walks `path` from `ownerLevel` (relative paths start at the owner's level, absolute ones at
 * Root) and returns it with every segment that names `renamedId` replaced by `newName`, or
 * undefined when no segment does. Past a segment that resolves to nothing the rest is kept as
 * it is (a broken path keeps its broken tail, but its head still follows the rename).
 */
function rewritePath(
  graph: ReadonlyGraph,
  path: string,
  ownerLevel: Level,
  renamedId: string,
  newName: string,
): string | undefined {
  const absolute = path.startsWith('/');
  const segments = (absolute ? path.slice(1) : path).split('/');
  let level: Level = absolute ? undefined : ownerLevel;
  let changed = false;
  const out: string[] = [];
  for (const [index, segment] of segments.entries()) {
    if (segment === '.' || segment === '') {
      out.push(segment);
      continue;
    }
    const id = segment === '..' ? parentOf(graph, level) : graph.childByName(level, segment);
    if (id === undefined) {
      out.push(...segments.slice(index));
      break;
    }
    if (segment === '..') {
      level = id === ROOT ? undefined : id;
      out.push(segment);
      continue;
    }
    if (id === renamedId) {
      out.push(newName);
      changed = true;
    } else out.push(segment);
    level = id;
  }
  if (!changed) return undefined;
  return (absolute ? '/' : '') + out.join('/');
}

/** The expression with each `path.$param` through the renamed node rewritten; undefined if none is. */
function rewriteExpression(
  graph: ReadonlyGraph,
  expression: string,
  ownerLevel: Level,
  renamedId: string,
  newName: string,
): string | undefined {
  let tokens: ExpressionToken[];
  try {
    tokens = tokenizeExpression(expression);
  } catch {
    return undefined; // an expression that does not parse names nothing we can follow
  }
  let text = expression;
  let changed = false;
  // from the end, so earlier offsets stay valid
  for (const token of [...tokens].reverse()) {
    if (token.kind !== 'nodeParam') continue;
    const path = rewritePath(graph, token.path, ownerLevel, renamedId, newName);
    if (path === undefined) continue;
    text = text.slice(0, token.at) + path + text.slice(token.at + token.path.length);
    changed = true;
  }
  return changed ? text : undefined;
}

/**
 * What renaming `renamedId` to `newName` must rewrite so that nothing pointing at it breaks:
 * expression paths (`../box.$width`, `/hex/page/box.$title`) and node-path params through it,
 * in every node of the project, at any depth. Read before the rename is applied.
 */
export function referencesRewrittenByRename(
  graph: ReadonlyGraph,
  definitionOf: (node: GraphNode) => NodeDefinition | undefined,
  renamedId: string,
  newName: string,
): ReferenceRewrite[] {
  const rewrites: ReferenceRewrite[] = [];
  for (const node of graph.nodes()) {
    const pathParams = new Set(
      (definitionOf(node)?.parameters ?? [])
        .filter((p) => p.widget === 'node_path_single')
        .map((p) => p.name),
    );
    const params: (DefinedParam | CustomParam)[] = [
      ...Object.values(node.params),
      ...Object.values(node.customParams),
    ];
    for (const param of params) {
      const isPath = pathParams.has(param.name) || ('widget' in param && param.widget === 'node_path_single');
      if (param.evalType === 'expression') {
        const after = rewriteExpression(graph, param.expression, node.parentId, renamedId, newName);
        if (after !== undefined)
          rewrites.push({
            nodeId: node.id,
            nodeName: node.name,
            param: param.name,
            kind: 'expression',
            before: param.expression,
            after,
          });
      } else if (isPath && typeof param.value === 'string' && param.value !== '') {
        const after = rewritePath(graph, param.value, node.parentId, renamedId, newName);
        if (after !== undefined)
          rewrites.push({
            nodeId: node.id,
            nodeName: node.name,
            param: param.name,
            kind: 'nodePath',
            before: param.value,
            after,
          });
      }
    }
  }
  return rewrites;
}
