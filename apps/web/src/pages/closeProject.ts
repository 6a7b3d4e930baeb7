import { lastProjectId } from '../base/browserStorage.js';
import { workspaceStore } from '../state/workspace.js';

/**
 * Closes the open project: §2 sends /projects to / while a project is open, and / reopens the
 * last project, so both are forgotten before going to the projects list.
 */
export function closeProject(): void {
  workspaceStore.getState().setOpenProject(null);
  lastProjectId.set(null);
}
