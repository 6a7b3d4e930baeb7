import { createStore, useStore } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVAL_DELAY_MS } from '../base/constants.js';
import type { ToastContent } from '../base/toastCatalogue.js';

export interface Toast extends ToastContent {
  id: number;
}

export interface ToastsState {
  /** Newest first; never more than TOAST_LIMIT (§4: at most one at a time). */
  toasts: Toast[];
  show(content: ToastContent): number;
  /** New content for a shown toast (a progress); a closed one stays closed. */
  update(id: number, content: ToastContent): void;
  dismiss(id: number): void;
  /** Closes every toast (the command 'Dismiss all notifications'). */
  dismissAll(): void;
}

let nextId = 1;

export const toastsStore = createStore<ToastsState>()((set, get) => ({
  toasts: [],
  show(content) {
    const id = nextId++;
    set({ toasts: [{ ...content, id }, ...get().toasts].slice(0, TOAST_LIMIT) });
    // §9: it stays until closed; the removal delay is the only timer
    setTimeout(() => get().dismiss(id), TOAST_REMOVAL_DELAY_MS);
    return id;
  },
  update(id, content) {
    if (!get().toasts.some((toast) => toast.id === id)) return;
    set({ toasts: get().toasts.map((toast) => (toast.id === id ? { ...content, id } : toast)) });
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
  dismissAll() {
    if (get().toasts.length > 0) set({ toasts: [] });
  },
}));

export function useToasts<T>(select: (state: ToastsState) => T): T {
  return useStore(toastsStore, select);
}
