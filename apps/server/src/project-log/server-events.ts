import { randomUUID } from 'node:crypto';
import type { GraphEvent, graphSavedInputs } from '@nodeloom/engine';

/** The clientId of events that came through REST rather than a socket (spec 1 §3 ordered user event source). */
export const REST_CLIENT_ID = 'rest';

/** Server-made events get their id and time here (the engine's `stamp` needs a project). */
export function stampServerEvents(inputs: ReturnType<typeof graphSavedInputs>): GraphEvent[] {
  return inputs.map((input) => ({ ...input, eventId: `evt_${randomUUID()}`, timestamp: Date.now() }));
}
