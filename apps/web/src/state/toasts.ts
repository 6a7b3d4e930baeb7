import { createStore, useStore } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVAL_DELAY_MS } from '../constants.js';
import type { ToastContent } from '../services/toastCatalogue.js';

export interface Toast extends ToastContent {
  id: number;
}

export interface ToastsState {
  /** Newest first; never more than TOAST_LIMIT (§4: at most one at a time). */
  toasts: Toast[];
  show(content: ToastContent): number;
  dismiss(id: number): void;
}

let nextId = 1;

export const toastsStore = createStore<ToastsState>()((set, get) => ({
  toasts: [],
  show(content) {
    const id = nextId++;
    set({ toasts: [{ ...content, id }, ...get().toasts].slice(0, TOAST_LIMIT) });
    // §9: a toast is removed after the removal delay unless dismissed earlier.
    setTimeout(() => get().dismiss(id), TOAST_REMOVAL_DELAY_MS);
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export function useToasts<T>(select: (state: ToastsState) => T): T {
  return useStore(toastsStore, select);
}
