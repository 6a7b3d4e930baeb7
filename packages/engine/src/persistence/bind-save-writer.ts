import type { EventSource } from '../events/index.js';
import type { Project } from '../project/project.js';
import type { SaveWriter } from './save-writer.js';
import { takeUnorderedUpdates } from './unordered-updates.js';

/**
 * Feeds a save writer from a project: after every applied batch from one of `sources` (default:
 * user, undo, redo, remote — saving a collaborator's change again is harmless, the updates are
 * idempotent), the diff since the last batch goes to the writer. Returns the unsubscribe.
 */
export function bindSaveWriter(
  project: Project,
  writer: SaveWriter,
  sources: readonly EventSource[] = ['user', 'undo', 'redo', 'remote'],
): () => void {
  return project.onEventsApplied((_events, source) => {
    if (!sources.includes(source)) return;
    writer.push(takeUnorderedUpdates(project.state, project.tracker));
  });
}
