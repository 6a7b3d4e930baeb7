import type { GraphEvent } from '@nodeloom/engine';

/** A page of the project's log after a counter (GET /projects/{id}/events). */
export type LogPage = (after: number) => Promise<{ events: { rawEvent: GraphEvent; counter: number }[] }>;

/** How many pages are read to look for a replacement; a longer stretch counts as replaced. */
export const REPLACEMENT_SCAN_PAGES = 5;

/** A snapshot restore is the log's one event that replaces the whole graph (docs/collaboration.md). */
export const replacesGraph = (event: GraphEvent): boolean =>
  event.eventType === 'graphSaved' && event.replace === true;

/**
 * Whether the graph was replaced by an event after counter `after`, up to `upTo`. Kept undo stacks
 * are about the graph before it, so they are dropped. When the stretch is longer than
 * REPLACEMENT_SCAN_PAGES pages the answer is yes: dropping stacks costs less than reading the log.
 */
export async function replacedBetween(page: LogPage, after: number, upTo: number): Promise<boolean> {
  let cursor = after;
  for (let read = 0; read < REPLACEMENT_SCAN_PAGES; read++) {
    if (cursor >= upTo) return false;
    const { events } = await page(cursor);
    const last = events.at(-1);
    if (!last) return false;
    for (const { rawEvent, counter } of events) {
      if (counter > upTo) return false;
      if (replacesGraph(rawEvent)) return true;
    }
    cursor = last.counter;
  }
  return cursor < upTo;
}
