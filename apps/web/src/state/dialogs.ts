import { createStore } from 'zustand';

export interface OpenDialog {
  id: string;
  args: unknown;
}

export interface DialogsState {
  /** open dialogs, the last one on top */
  open: readonly OpenDialog[];
  openDialog(id: string, args?: unknown): void;
  closeDialog(id: string): void;
  closeAll(): void;
}

/** Which workspace dialogs are open. Opening one that is open brings it to the top with the new args. */
export const dialogsStore = createStore<DialogsState>()((set, get) => ({
  open: [],
  openDialog(id, args) {
    set({ open: [...get().open.filter((d) => d.id !== id), { id, args }] });
  },
  closeDialog(id) {
    set({ open: get().open.filter((d) => d.id !== id) });
  },
  closeAll() {
    set({ open: [] });
  },
}));

export function openDialog(id: string, args?: unknown): void {
  dialogsStore.getState().openDialog(id, args);
}
