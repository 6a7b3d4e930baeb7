import type { Participant } from '@nodeloom/api';

/** Collaborator colours: distinct hues that read on the dark canvas and under white text. */
export const PARTICIPANT_COLORS = [
  '#e5484d',
  '#f76b15',
  '#ffc53d',
  '#30a46c',
  '#12a594',
  '#0090ff',
  '#8e4ec6',
  '#d6409f',
] as const;

/** A user's colour, the same in every window and for every viewer (a hash of the user id). */
export function colorForUser(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) >>> 0;
  return PARTICIPANT_COLORS[hash % PARTICIPANT_COLORS.length]!;
}

/** The participant's colour: what they set, else their user's. */
export function participantColor(p: Participant): string {
  return p.color ?? colorForUser(p.participantUser.userId);
}

/** A name to show: first and last name, or 'Guest' for a viewer who is not signed in. */
export function participantName(p: Participant): string {
  const { firstName, lastName } = p.participantUser;
  const name = [firstName, lastName].filter(Boolean).join(' ').trim();
  return name || 'Guest';
}
