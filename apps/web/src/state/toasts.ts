import { createStore, useStore } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVAL_DELAY_MS, TOAST_VISIBLE_MS } from '../base/constants.js';
import type { ToastContent } from '../base/toastCatalogue.js';

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
    // Closes on its own after it has been read; never later than §9's removal delay.
    const visible = Math.min(TOAST_VISIBLE_MS[content.kind], TOAST_REMOVAL_DELAY_MS);
    setTimeout(() => get().dismiss(id), visible);
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

export function useToasts<T>(select: (state: ToastsState) => T): T {
  return useStore(toastsStore, select);
}
