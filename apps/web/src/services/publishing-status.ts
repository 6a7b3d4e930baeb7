// Domain and certificate status changes as the server recorded them (GET
// /publishing/domains/statusEvents): the catch-up beside the collaboration socket's push (after a
// reconnect, or when no socket is open), read after the last change seen.
import { routes } from '@nodeloom/api';
import { api } from './api.js';

/** How often the open manager asks for changes it may have missed (the socket pushes them at once). */
export const STATUS_POLL_MS = 15_000;

export interface StatusChange {
  seq: number;
  domainName: string;
  kind: 'domain' | 'certificate';
  status: string;
}

/**
 * Calls `onChanges` with each new batch of the user's status changes until the returned stop is
 * called. The first read only sets the cursor (what happened before opening is in the list).
 */
export function watchPublishingStatus(onChanges: (changes: StatusChange[]) => void): () => void {
  let after: number | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const poll = async () => {
    try {
      const { events } = await api.call(
        routes.publishing.statusEvents,
        { query: after === undefined ? {} : { after } },
        { signal: controller.signal, silent: true },
      );
      const last = events.at(-1);
      if (after !== undefined && events.length > 0) onChanges(events);
      if (last) after = last.seq;
      else after ??= 0;
    } catch {
      // a missed poll is caught up by the next one (the cursor has not moved)
    }
    if (!stopped) timer = setTimeout(poll, STATUS_POLL_MS);
  };
  void poll();
  return () => {
    stopped = true;
    controller.abort();
    if (timer) clearTimeout(timer);
  };
}
