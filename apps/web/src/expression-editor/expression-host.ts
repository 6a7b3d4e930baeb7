import type { GraphNode, ReadonlyGraph } from '@nodeloom/engine';
import { resolveNodePath } from '@nodeloom/engine';
import type { NodesApi, ParamsApi } from '../editor/index.js';

/**
 * What the expression editor reads of the open project: the live graph, definitions and the
 * editor layer's evaluated params. EditorApi satisfies it as is; tests pass an editorFixture.
 */
export interface ExpressionHost {
  readonly graph: ReadonlyGraph;
  readonly nodes: Pick<NodesApi, 'definitionOf'>;
  readonly params: Pick<ParamsApi, 'entry'>;
}

/** The param whose expression is edited. */
export interface ExpressionSubject {
  nodeId: string;
  param: string;
}

export interface NamedParam {
  name: string;
  /** label, data type: what a completion shows beside the name */
  detail: string;
}

const SET_ENV = 'setEnv';

/**
 * The params an expression can read of a node by `$name`: its definition's params and its custom
 * params, minus folders and templates (they hold no value).
 */
export function readableParams(host: ExpressionHost, nodeId: string): NamedParam[] {
  const node = host.graph.getNode(nodeId);
  if (!node) return [];
  const out = new Map<string, NamedParam>();
  for (const p of host.nodes.definitionOf(nodeId)?.parameters ?? [])
    out.set(p.name, { name: p.name, detail: `${p.label || p.name} · ${p.dataType}` });
  for (const name of Object.keys(node.params)) if (!out.has(name)) out.set(name, { name, detail: 'param' });
  for (const p of Object.values(node.customParams)) {
    if (p.widget === 'folder' || p.isTemplate) continue;
    out.set(p.name, { name: p.name, detail: `${p.label || p.name} · ${p.dataType} · custom` });
  }
  return [...out.values()];
}

/** The level a node's relative paths start from (its parent; undefined is Root). */
export function levelOf(host: ExpressionHost, nodeId: string): string | undefined {
  return host.graph.getNode(nodeId)?.parentId;
}

/** The node a path names, read from the subject node's level; undefined for Root or nothing. */
export function nodeAtPath(host: ExpressionHost, fromNodeId: string, path: string): GraphNode | undefined {
  const id = resolveNodePath(host.graph, levelOf(host, fromNodeId), path);
  return id === undefined ? undefined : host.graph.getNode(id);
}

/**
 * The level a directory path (what comes before the last `/`) points at, as the id of the node
 * whose children it lists: '' is the subject's own level, '/' is Root (null), '../' the level above.
 * Undefined when the path leads nowhere.
 */
export function levelAtPath(
  host: ExpressionHost,
  fromNodeId: string,
  dir: string,
): string | null | undefined {
  if (dir === '/') return null;
  const start = levelOf(host, fromNodeId);
  const trimmed = dir.endsWith('/') ? dir.slice(0, -1) : dir;
  if (trimmed === '' || trimmed === '.') return start ?? null;
  if (trimmed === '..') {
    if (start === undefined) return undefined;
    return host.graph.getNode(start)?.parentId ?? null;
  }
  const id = resolveNodePath(host.graph, start, trimmed);
  if (id !== undefined) return id;
  // resolveNodePath names no node for paths that end at Root ('..' from a context)
  return trimmed.split('/').every((s) => s === '..' || s === '.') ? null : undefined;
}

/** The nodes of a level (null: Root), by name. */
export function childrenOfLevel(host: ExpressionHost, levelId: string | null): GraphNode[] {
  const out: GraphNode[] = [];
  for (const id of host.graph.childrenOf(levelId ?? undefined)) {
    const node = host.graph.getNode(id);
    if (node) out.push(node);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The `@NAME` values an expression of the node sees: the envs of the setEnv nodes on its level
 * and every level above, a nearer level winning (a setEnv's own expressions see the parents only,
 * docs/expressions.md). Values are the editor's evaluated ones.
 */
export function visibleEnv(host: ExpressionHost, nodeId: string): Map<string, unknown> {
  const env = new Map<string, unknown>();
  const node = host.graph.getNode(nodeId);
  if (node?.parentId === undefined) return env;
  let start: string | undefined = node.parentId;
  if (node.definitionName === SET_ENV) {
    start = host.graph.getNode(node.parentId)?.parentId;
    if (start === undefined) return env;
  }
  for (let level: string | undefined = start; ; level = host.graph.getNode(level)?.parentId) {
    for (const id of host.graph.childrenOf(level)) {
      if (host.graph.getNode(id)?.definitionName !== SET_ENV || id === nodeId) continue;
      const envs = host.params.entry(id, 'envs')?.value;
      if (envs && typeof envs === 'object' && !Array.isArray(envs))
        for (const [name, value] of Object.entries(envs)) if (!env.has(name)) env.set(name, value);
    }
    if (level === undefined) break;
  }
  return env;
}
