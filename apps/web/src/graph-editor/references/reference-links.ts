import {
  expressionDependencies,
  type GraphNode,
  parseExpressionCached,
  type ReadonlyGraph,
  resolveNodePath,
} from '@nodeloom/engine';

/** A reference drawn on the canvas: `from` is read by `to` (both on the shown level). */
export interface ReferenceLink {
  /** stable key: kind, ends and what is read */
  id: string;
  kind: 'expression' | 'node';
  from: string;
  to: string;
  /** what `to` reads: '$width, $height' for expressions, the output for a reference node */
  label: string;
}

/**
 * Preference values of showExpressionReferences / showNodeReferences (spec 1 §3, default
 * 'selected'; the spec names no others, ours are 'all' and 'none').
 */
export type ReferenceVisibility = 'all' | 'selected' | 'none';

export function referenceVisibility(value: unknown): ReferenceVisibility {
  return value === 'all' || value === 'selected' ? value : 'none';
}

const REFERENCE_DEFINITION = 'reference';

/** The node on `levelId` that is `id` or holds it (a node inside a child level shows as its level). */
function onLevel(graph: ReadonlyGraph, id: string, levelId: string | undefined): string | undefined {
  for (let node = graph.getNode(id); node; node = node.parentId ? graph.getNode(node.parentId) : undefined)
    if (node.parentId === levelId) return node.id;
  return undefined;
}

/** The expressions of a node's params and custom params, with the param names. */
function expressionsOf(node: GraphNode): Array<{ name: string; expression: string }> {
  const out: Array<{ name: string; expression: string }> = [];
  for (const [name, p] of Object.entries(node.params))
    if (p.evalType === 'expression' && p.expression.trim() !== '')
      out.push({ name, expression: p.expression });
  for (const p of Object.values(node.customParams))
    if (p.evalType === 'expression' && p.expression.trim() !== '')
      out.push({ name: p.name, expression: p.expression });
  return out;
}

/** Which other nodes a node's expressions read, as `.$param` names per node id (unparsable text reads nothing). */
function expressionReads(graph: ReadonlyGraph, node: GraphNode): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const { expression } of expressionsOf(node)) {
    let deps: ReturnType<typeof expressionDependencies>;
    try {
      deps = expressionDependencies(parseExpressionCached(expression));
    } catch {
      continue;
    }
    for (const { path, name } of deps.nodeParams) {
      const target = resolveNodePath(graph, node.parentId, path);
      if (target === undefined || target === node.id) continue;
      const names = reads.get(target) ?? new Set<string>();
      names.add(`$${name}`);
      reads.set(target, names);
    }
  }
  return reads;
}

export interface ReferenceQuery {
  graph: ReadonlyGraph;
  levelId: string | undefined;
  levelNodeIds: readonly string[];
  selection: ReadonlySet<string>;
  expressions: ReferenceVisibility;
  nodes: ReferenceVisibility;
  /** a reference node's evaluated path (its param may be an expression) */
  referencePath(nodeId: string): unknown;
}

const shown = (visibility: ReferenceVisibility, selection: ReadonlySet<string>, a: string, b: string) =>
  visibility === 'all' || (visibility === 'selected' && (selection.has(a) || selection.has(b)));

/**
 * The references to draw on a level: expressions reading another node's params (spec 2 §1) and
 * reference nodes reading a node by path, each per its preference — every one ('all'), those
 * touching the selection ('selected'), or none. A read of a node inside a child level shows as
 * a read of that level; reads of nodes on other levels are not drawn.
 */
export function referenceLinks(q: ReferenceQuery): ReferenceLink[] {
  const links: ReferenceLink[] = [];
  if (q.expressions === 'none' && q.nodes === 'none') return links;
  const withExpressions = q.graph.nodesWithExpressions();
  for (const id of q.levelNodeIds) {
    const node = q.graph.getNode(id);
    if (!node) continue;
    if (q.expressions !== 'none' && withExpressions.has(id)) {
      const byShownNode = new Map<string, Set<string>>();
      for (const [target, names] of expressionReads(q.graph, node)) {
        const from = onLevel(q.graph, target, q.levelId);
        if (from === undefined || from === id) continue;
        const all = byShownNode.get(from) ?? new Set<string>();
        for (const n of names) all.add(n);
        byShownNode.set(from, all);
      }
      for (const [from, names] of byShownNode)
        if (shown(q.expressions, q.selection, from, id))
          links.push({
            id: `expression:${from}>${id}`,
            kind: 'expression',
            from,
            to: id,
            label: [...names].join(', '),
          });
    }
    if (q.nodes !== 'none' && node.definitionName === REFERENCE_DEFINITION) {
      const path = q.referencePath(id);
      const target =
        typeof path === 'string' && path !== '' ? resolveNodePath(q.graph, node.parentId, path) : undefined;
      const from = target === undefined ? undefined : onLevel(q.graph, target, q.levelId);
      if (from !== undefined && from !== id && shown(q.nodes, q.selection, from, id))
        links.push({ id: `node:${from}>${id}`, kind: 'node', from, to: id, label: path as string });
    }
  }
  return links;
}
