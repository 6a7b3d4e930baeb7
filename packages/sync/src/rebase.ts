import type { GraphEvent, Project } from '@nodeloom/engine';
import type { Unconfirmed } from './unconfirmed.js';

/**
 * Undoes every unconfirmed event, applies the confirmed ones (`rest`), and applies the unconfirmed
 * ones again, less those the log just confirmed, those `drop` names (other windows' that expired)
 * and any that no longer apply. Every step is a 'remote' batch: nothing here is committed or
 * enters the history. Returns the unconfirmed events that remain, with their inverses as they
 * apply now.
 */
export function rebase(
  project: Project,
  local: Unconfirmed[],
  rest: GraphEvent[],
  drop: (u: Unconfirmed) => boolean,
): Unconfirmed[] {
  if (local.length === 0) {
    project.apply(rest, 'remote');
    return local;
  }
  const confirmedIds = new Set(rest.map((e) => e.eventId));
  const keep = local.filter((u) => !confirmedIds.has(u.event.eventId) && !drop(u));
  if (local.some((u) => u.inverse === null)) {
    // an event without inverse cannot be taken back: the remote ones go on top of it
    project.apply(
      rest.filter((e) => !local.some((u) => u.event.eventId === e.eventId)),
      'remote',
    );
    return local.filter((u) => !confirmedIds.has(u.event.eventId));
  }
  const back: GraphEvent[] = [];
  for (let i = local.length - 1; i >= 0; i--)
    for (const input of local[i]!.inverse!) back.push(project.stamp(input));
  project.apply(back, 'remote');
  project.apply(rest, 'remote');
  const reapplied = new Map(
    project
      .applyWithInverses(
        keep.map((u) => u.event),
        'remote',
      )
      .map((a) => [a.event.eventId, a.inverse]),
  );
  // one that no longer applies is dropped; if it was sent, the log brings it back like any other
  const remaining = keep.filter((u) => reapplied.has(u.event.eventId));
  for (const u of remaining) {
    u.inverse = reapplied.get(u.event.eventId)!;
    delete u.applied;
  }
  return remaining;
}
