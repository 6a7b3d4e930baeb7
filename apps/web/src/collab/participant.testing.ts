import type { Participant } from '@nodeloom/api';

/** A participant as the server announces one on joining: no presence sent yet. */
export function joinedParticipant(
  clientId: string,
  participantUser: Participant['participantUser'],
): Participant {
  return {
    clientId,
    participantUser,
    pointerPosition: null,
    pointerMessage: null,
    selectedNodes: [],
    color: null,
    viewport: null,
    brush: null,
  };
}
