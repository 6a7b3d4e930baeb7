import { type PresenceEventName, parseClientPayload, type ServerPayload } from '@nodeloom/api';
import { joinedProject, tell } from './project-handlers.js';
import { type CollabSocket, rooms } from './rooms.js';

/**
 * movePointer, setPointerStatusMessage, setSelectedNodes, setColor, setViewport, setBrush: checked,
 * capped per socket, relayed to the rest of the project's room with the sender's clientId, never stored.
 */
export function relayPresence(socket: CollabSocket, event: PresenceEventName, payload: unknown): void {
  const parsed = parseClientPayload(event, payload);
  if (!parsed.ok) {
    tell(socket, parsed.message);
    return;
  }
  if (!joinedProject(socket, parsed.data.projectId)) return;
  const relayed = { ...parsed.data, clientId: socket.id } as ServerPayload<typeof event>;
  socket.data.throttle.run(event, () => {
    if (socket.data.joined?.projectId !== parsed.data.projectId) return;
    // The typed emit cannot follow a union of event names; the payload matches `event` by construction.
    (socket.to(rooms.project(parsed.data.projectId)).emit as (e: string, p: unknown) => boolean)(
      event,
      relayed,
    );
  });
}
