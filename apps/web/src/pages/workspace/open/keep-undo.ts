import { PROJECT_EVENTS_PAGE_MAX, routes } from '@nodeloom/api';
import type { UndoHost } from '../../../editor/index.js';
import { api } from '../../../services/api.js';

/**
 * The editor's `keepUndo` for a signed-in user who may edit the project: the user's undo and redo
 * stacks outlive a reload and follow them to another window (docs/collaboration.md "Undo across
 * reloads"). The keeper's code (IndexedDB, the broadcast channel) loads after the editor exists.
 */
export function keepUserUndo(userId: string): (host: UndoHost) => () => void {
  return (host) => {
    let stop: (() => void) | undefined;
    let stopped = false;
    // the log between the kept stacks and the read, to see whether the graph was replaced since
    const page = (after: number) =>
      api.call(
        routes.projects.events,
        { params: { id: host.projectId }, query: { after, limit: PROJECT_EVENTS_PAGE_MAX } },
        { silent: true },
      );
    import('../../../collab/browser-undo.js')
      .then(({ keepUndoInBrowser }) => {
        if (!stopped) stop = keepUndoInBrowser(host, userId, page);
      })
      .catch((error: Error) => console.warn(`The undo history is not kept: ${error.message}`));
    return () => {
      stopped = true;
      stop?.();
    };
  };
}
