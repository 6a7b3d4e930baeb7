import { NodeError } from '../errors/index.js';
import type { GraphState } from '../graph/index.js';
import { NAME_MESSAGES, nodeNameProblem } from '../model/index.js';

/** Names used on a level, without `selfId`'s own. */
export function siblingNames(state: GraphState, parentId: string | undefined, selfId?: string): string[] {
  const names: string[] = [];
  for (const name of state.namesOnLevel(parentId)) {
    if (selfId === undefined || state.childByName(parentId, name) !== selfId) names.push(name);
  }
  return names;
}

/** Throws InvalidNodeName or DuplicateNodeName with the spec's messages. */
export function checkNodeName(
  state: GraphState,
  parentId: string | undefined,
  name: string,
  selfId?: string,
): void {
  const owner = state.childByName(parentId, name);
  const clash = owner !== undefined && owner !== selfId;
  const problem = nodeNameProblem(name, clash ? [name] : []);
  if (problem === undefined) return;
  const code = problem === NAME_MESSAGES.duplicate(name) ? 'DuplicateNodeName' : 'InvalidNodeName';
  throw new NodeError(code, problem);
}
