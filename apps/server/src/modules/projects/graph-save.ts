import type { GraphUpdateResponse, UnorderedUpdateDto } from '@nodeloom/api';
import { graphSavedInputs } from '@nodeloom/engine';
import { ValidationError } from '../../http/errors.js';
import { UnfoldableEvent } from '../../project-log/graph-folder.js';
import { graphUpdateResponse } from '../../project-log/graph-store.js';
import type { ProjectLog } from '../../project-log/project-log.js';
import { REST_CLIENT_ID, stampServerEvents } from '../../project-log/server-events.js';

/**
 * POST /projects/{id}/graph: the save becomes graphSaved events of the project's log (the one
 * write path): folded into the stored graph and broadcast to everyone in the project. A save the
 * engine cannot apply in full (an unknown parent, a wire to a missing socket, a duplicate name) is
 * refused with 400 naming what is wrong, and nothing of it is stored.
 */
export async function saveGraphThroughLog(
  log: ProjectLog,
  projectId: string,
  userId: string,
  updates: readonly UnorderedUpdateDto[],
): Promise<GraphUpdateResponse> {
  const events = stampServerEvents(graphSavedInputs(updates));
  if (events.length > 0) {
    try {
      await log.commit(projectId, { source: { userId, clientId: REST_CLIENT_ID }, events, strict: true });
    } catch (error) {
      if (error instanceof UnfoldableEvent) throw new ValidationError(error.message);
      throw error;
    }
  }
  return graphUpdateResponse(updates, new Date());
}
