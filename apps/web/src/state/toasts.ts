import { createStore, useStore } from 'zustand';
import { TOAST_LIMIT, TOAST_REMOVAL_DELAY_MS, TOAST_VISIBLE_MS } from '../constants.js';
import type { ToastContent } from '../services/toastCatalogue.js';

export interface Toast extends ToastContent {
  id: number;
}

export interface ToastsState {
  /** Newest first; never more than TOAST_LIMIT (§4: at most one at a time). */
  toasts: Toast[];
  show(content: ToastContent): number;
  /** New content for a shown toast (a progress), read for as long again; a closed one stays closed. */
  update(id: number, content: ToastContent): void;
  dismiss(id: number): void;
}

let nextId = 1;
const closeTimers = new Map<number, ReturnType<typeof setTimeout>>();

export const toastsStore = createStore<ToastsState>()((set, get) => ({
  toasts: [],
  show(content) {
    const id = nextId++;
    set({ toasts: [{ ...content, id }, ...get().toasts].slice(0, TOAST_LIMIT) });
    closeWhenRead(id, content, get().dismiss);
    return id;
  },
  update(id, content) {
    if (!get().toasts.some((toast) => toast.id === id)) return;
    set({ toasts: get().toasts.map((toast) => (toast.id === id ? { ...content, id } : toast)) });
    closeWhenRead(id, content, get().dismiss);
  },
  dismiss(id) {
    clearTimeout(closeTimers.get(id));
    closeTimers.delete(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

/** Closes the toast on its own after it has been read; never later than §9's removal delay. */
function closeWhenRead(id: number, content: ToastContent, dismiss: (id: number) => void): void {
  clearTimeout(closeTimers.get(id));
  const visible = Math.min(TOAST_VISIBLE_MS[content.kind], TOAST_REMOVAL_DELAY_MS);
  closeTimers.set(
    id,
    setTimeout(() => dismiss(id), visible),
  );
}

export function useToasts<T>(select: (state: ToastsState) => T): T {
  return useStore(toastsStore, select);
}
