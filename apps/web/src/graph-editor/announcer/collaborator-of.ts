import type { Participant } from '@nodeloom/api';
import { participantName } from '../../collab/participant-look.js';

/**
 * Who most likely made a collaborator's edit of a node: the log's events name no one to the
 * editor, so the live region names the one other participant who has the node selected, or the
 * only other participant; undefined when that is not clear ("A collaborator").
 */
export function collaboratorOf(others: readonly Participant[], nodeId: string): string | undefined {
  const selecting = others.filter((p) => p.selectedNodes.includes(nodeId));
  const candidates = selecting.length > 0 ? selecting : others;
  const names = new Set(candidates.map(participantName));
  return names.size === 1 ? [...names][0] : undefined;
}
