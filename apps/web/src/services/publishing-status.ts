// Domain and certificate status changes reach the workspace through the recorded status events
// (GET /publishing/domains/statusEvents): the server records each change from the verification
// job or the signed webhook; the open deployment manager reads those after the last it saw.
import { routes } from '@nodeloom/api';
import { api } from './api.js';

/** How often the open manager asks for changes. */
export const STATUS_POLL_MS = 5000;

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
