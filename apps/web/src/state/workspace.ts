import { createStore, useStore } from 'zustand';
import { localValue } from '../base/browserStorage.js';
import { STATUS_BAR_HIDDEN_STORAGE_KEY } from '../base/constants.js';

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
  /** §2: the project browser, shown by default; hidden only while a project is open (§4 step 9). */
  projectBrowserOpen: boolean;
  /** §2: the status bar, shown by default; the user's hiding it is kept in local storage. */
  statusBarShown: boolean;
  /** bumped to open the shown project again from the server (after a snapshot restore) */
  reopenCount: number;
  reopenProject(): void;
  setOnline(online: boolean): void;
  setEmbedded(embedded: boolean): void;
  setUpdateMode(updateMode: UpdateMode): void;
  setOpenProject(projectId: string | null): void;
  setAccountSettingsOpen(open: boolean): void;
  setProjectBrowserOpen(open: boolean): void;
  setStatusBarShown(shown: boolean): void;
}

export const workspaceStore = createStore<WorkspaceState>()((set) => ({
  reopenCount: 0,
  reopenProject: () => set((state) => ({ reopenCount: state.reopenCount + 1 })),
  online: true,
  embedded: false,
  updateMode: 'immediate',
  openProjectId: null,
  accountSettingsOpen: false,
  projectBrowserOpen: true,
  statusBarShown: localValue.get(STATUS_BAR_HIDDEN_STORAGE_KEY) === null,
  setOnline: (online) => set({ online }),
  setEmbedded: (embedded) => set({ embedded }),
  setUpdateMode: (updateMode) => set({ updateMode }),
  // the project browser comes back when no project is open
  setOpenProject: (openProjectId) =>
    set(openProjectId === null ? { openProjectId, projectBrowserOpen: true } : { openProjectId }),
  setAccountSettingsOpen: (accountSettingsOpen) => set({ accountSettingsOpen }),
  setProjectBrowserOpen: (projectBrowserOpen) =>
    set((state) => ({ projectBrowserOpen: projectBrowserOpen || state.openProjectId === null })),
  setStatusBarShown: (statusBarShown) => {
    localValue.set(STATUS_BAR_HIDDEN_STORAGE_KEY, statusBarShown ? null : 'true');
    set({ statusBarShown });
  },
}));

export function useWorkspace<T>(select: (state: WorkspaceState) => T): T {
  return useStore(workspaceStore, select);
}
