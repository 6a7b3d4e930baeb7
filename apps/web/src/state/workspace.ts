import { createStore, useStore } from 'zustand';

/** §2 global flags and what the shell needs to know about the open project. */
export interface WorkspaceState {
  online: boolean;
  embedded: boolean;
  /** The project shown in the workspace, if any (§2: /projects goes to / while one is open). */
  openProjectId: string | null;
  accountSettingsOpen: boolean;
  setOnline(online: boolean): void;
  setEmbedded(embedded: boolean): void;
  setOpenProject(projectId: string | null): void;
  setAccountSettingsOpen(open: boolean): void;
}

export const workspaceStore = createStore<WorkspaceState>()((set) => ({
  online: true,
  embedded: false,
  openProjectId: null,
  accountSettingsOpen: false,
  setOnline: (online) => set({ online }),
  setEmbedded: (embedded) => set({ embedded }),
  setOpenProject: (openProjectId) => set({ openProjectId }),
  setAccountSettingsOpen: (accountSettingsOpen) => set({ accountSettingsOpen }),
}));

export function useWorkspace<T>(select: (state: WorkspaceState) => T): T {
  return useStore(workspaceStore, select);
}
