import { randomUUID } from 'node:crypto';
import type { GraphUpdateResponse, UnorderedUpdateDto } from '@nodeloom/api';
import { type GraphEvent, graphSavedInputs } from '@nodeloom/engine';
import { UnfoldableEvent } from '../../collab/graph-folder.js';
import type { ProjectLog } from '../../collab/project-log.js';
import { ValidationError } from '../../http/errors.js';
import { graphUpdateResponse } from './graph-store.js';

/** The clientId of events that came through REST rather than a socket (spec 1 §3 ordered user event source). */
export const REST_CLIENT_ID = 'rest';

/** Server-made events get their id and time here (the engine's `stamp` needs a project). */
export function stampServerEvents(inputs: ReturnType<typeof graphSavedInputs>): GraphEvent[] {
  return inputs.map((input) => ({ ...input, eventId: `evt_${randomUUID()}`, timestamp: Date.now() }));
}

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
