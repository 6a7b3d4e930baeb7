import { PROJECT_EVENTS_PAGE_MAX, routes } from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import type { SessionRecording } from '../editor/index.js';
import { api } from './api.js';

/** One page of the project's ordered log after a counter. */
export type HistoryPage = (after: number) => Promise<{ events: { rawEvent: GraphEvent; counter: number }[] }>;

const apiPage =
  (projectId: string, projectAccessToken?: string): HistoryPage =>
  (after) =>
    api.call(
      routes.projects.events,
      { params: { id: projectId }, query: { after, limit: PROJECT_EVENTS_PAGE_MAX } },
      projectAccessToken ? { projectAccessToken, requiresLogin: false } : {},
    );

/**
 * The project's whole stored history as a recording (spec 1 §2, 001 §2 history replay): every
 * event of its ordered log, from every session and every REST save, fetched a page at a time,
 * played from the project as it was created (its root contexts, which the engine adds to an empty
 * graph). A project edited before its log began (saves from before the log was the one write
 * path) replays only what the log holds.
 */
export async function loadProjectHistory(
  projectId: string,
  page: HistoryPage = apiPage(projectId),
): Promise<SessionRecording> {
  const events: GraphEvent[] = [];
  let after = 0;
  for (;;) {
    const next = await page(after);
    events.push(...next.events.map((event) => event.rawEvent));
    const last = next.events.at(-1);
    if (!last || next.events.length < PROJECT_EVENTS_PAGE_MAX) break;
    after = last.counter;
  }
  return { start: { nodes: [], connections: [] }, events };
}
