import { createStore, useStore } from 'zustand';

export type UpdateMode = 'immediate' | 'deferred';

/** §2 global flags and what the shell needs to know about the open project. */
export interface WorkspaceState {
  online: boolean;
  embedded: boolean;
  /** §2: how edits reach the screen; starts as immediate. */
  updateMode: UpdateMode;
  /** The project shown in the workspace, if any (§2: /projects goes to / while one is open). */
  openProjectId: string | null;
  accountSettingsOpen: boolean;
  setOnline(online: boolean): void;
  setEmbedded(embedded: boolean): void;
  setUpdateMode(updateMode: UpdateMode): void;
  setOpenProject(projectId: string | null): void;
  setAccountSettingsOpen(open: boolean): void;
}

export const workspaceStore = createStore<WorkspaceState>()((set) => ({
  online: true,
  embedded: false,
  updateMode: 'immediate',
  openProjectId: null,
  accountSettingsOpen: false,
  setOnline: (online) => set({ online }),
  setEmbedded: (embedded) => set({ embedded }),
  setUpdateMode: (updateMode) => set({ updateMode }),
  setOpenProject: (openProjectId) => set({ openProjectId }),
  setAccountSettingsOpen: (accountSettingsOpen) => set({ accountSettingsOpen }),
}));

export function useWorkspace<T>(select: (state: WorkspaceState) => T): T {
  return useStore(workspaceStore, select);
}
