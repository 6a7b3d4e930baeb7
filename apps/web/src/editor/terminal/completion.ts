import { type Project, ROOT_ID, resolvePath, terminalCommands } from '@nodeloom/engine';
import type { Completion } from '../editor-api.js';

const COMMAND_NAMES = [...terminalCommands.flatMap((c) => [c.name, ...(c.aliases ?? [])]), 'help'].sort();

/**
 * Candidates for the last word of `line` (the cursor is at its end): the first word completes to a
 * command, `create`'s first argument to a node definition, and any other word to a node path from
 * `levelId` (a level's children get a trailing `/` so the next Tab goes inside).
 */
export function complete(project: Project, levelId: string | undefined, line: string): Completion {
  const from = line.lastIndexOf(' ') + 1;
  const word = line.slice(from);
  const before = line.slice(0, from).trim().split(/\s+/).filter(Boolean);
  if (before.length === 0) return { from, candidates: COMMAND_NAMES.filter((name) => name.startsWith(word)) };
  if (before[0] === 'create' && before.length === 1) {
    const names = project.registry.list().map((definition) => definition.definitionName);
    return { from, candidates: names.filter((name) => name.startsWith(word)).sort() };
  }
  return { from, candidates: pathCandidates(project, levelId, word) };
}

function pathCandidates(project: Project, levelId: string | undefined, word: string): string[] {
  const slash = word.lastIndexOf('/');
  const dir = slash === -1 ? '' : word.slice(0, slash + 1);
  const partial = word.slice(slash + 1);
  const parent = dir === '' ? (levelId ?? ROOT_ID) : resolvePath(project.state, dir, levelId);
  if (parent === undefined) return [];
  const graph = project.graph;
  const children = graph.childrenOf(parent === ROOT_ID ? undefined : parent);
  const out: string[] = [];
  for (const id of children) {
    const node = graph.getNode(id);
    if (!node?.name.startsWith(partial)) continue;
    out.push(`${dir}${node.name}${graph.childrenOf(id).size > 0 ? '/' : ''}`);
  }
  return out.sort();
}
