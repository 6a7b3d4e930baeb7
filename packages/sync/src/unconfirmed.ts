import type { GraphEvent, Inverse } from '@nodeloom/engine';

/**
 * An event applied here that the log has not delivered yet: this window's own (sent until the
 * server stores it) or another window's (cross-window, committed by that window).
 */
export interface Unconfirmed {
  event: GraphEvent;
  /** what undoes it as it applies now (null: nothing can) */
  inverse: Inverse;
  own: boolean;
  /** false for a restored edit that did not apply here: the log's copy is applied, not taken as an echo */
  applied?: false;
  /** made during a gesture that has not ended: not sent until it ends (then as its net change) */
  held?: true;
  state: 'queued' | 'sending' | 'stored';
  /** another window's: when it came (dropped if the log has not brought it within PROVISIONAL_MS) */
  receivedAt?: number;
}

/** Own events not yet stored by the server. */
export function unsent(entries: readonly Unconfirmed[]): Unconfirmed[] {
  return entries.filter((u) => u.own && u.state !== 'stored');
}
