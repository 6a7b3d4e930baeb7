import type { EventSource } from '../events/index.js';
import type { Project } from '../project/project.js';
import type { SaveWriter } from './save-writer.js';
import { takeUnorderedUpdates } from './unordered-updates.js';

/**
 * Feeds a save writer from a project's change feed: after every applied batch from one of
 * `sources` (default: user, undo, redo, remote — saving a collaborator's change again is harmless,
 * the updates are idempotent), the updates since the last take go to the writer. The project's
 * tracker folds every batch (replayed roots included), so a batch from another source is saved
 * with the next one that is pushed. Returns the unsubscribe.
 */
export function bindSaveWriter(
  project: Project,
  writer: SaveWriter,
  sources: readonly EventSource[] = ['user', 'undo', 'redo', 'remote'],
): () => void {
  return project.onChange(({ source }) => {
    if (!sources.includes(source)) return;
    writer.push(takeUnorderedUpdates(project.graph, project.tracker));
  });
}
