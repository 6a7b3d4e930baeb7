import type { ParamFieldEdit } from '../../editor/index.js';
import { type FindMatch, replaceAll } from '../../find/search.js';

/** What "Replace all" does: param edits in one undo step, and node renames (each with its references). */
export interface ReplacePlan {
  edits: ParamFieldEdit[];
  renames: { nodeId: string; from: string; to: string }[];
}

export function planReplace(
  matches: readonly FindMatch[],
  find: string,
  replacement: string,
  caseSensitive: boolean,
): ReplacePlan {
  const plan: ReplacePlan = { edits: [], renames: [] };
  for (const match of matches) {
    const after = replaceAll(match.text, find, replacement, caseSensitive);
    if (after === match.text) continue;
    if (match.field === 'name') plan.renames.push({ nodeId: match.nodeId, from: match.text, to: after });
    else if ((match.field === 'value' || match.field === 'expression') && match.param)
      plan.edits.push({ nodeId: match.nodeId, param: match.param, field: match.field, value: after });
  }
  return plan;
}
