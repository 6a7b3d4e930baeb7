import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import type { SocketRef, XY } from '../../editor/index.js';
import type { DraggedSocket } from '../picker/tab-menu-filter.js';

/** Where the tab menu opened: screen point inside the canvas, flow point for the new node. */
export interface PickerRequest {
  at: XY;
  flow: XY;
  /** the socket a wire was dropped from; the new node gets wired to it */
  from?: SocketRef & DraggedSocket;
  /** the node whose definition the chosen one replaces (node menu: Change definition) */
  replace?: string;
  /** the node the menu opened beside (it had keyboard focus): the new node goes right of it */
  beside?: string;
  /**
   * opened by the mouse, at the pointer (Tab over the canvas, a double-click, a dropped wire, the
   * canvas menu): the new node does not take the keyboard's focus, which would pan the view to it
   */
  atPointer?: boolean;
}

/**
 * View-only state of one canvas (never graph state, which lives in the editor): which node is
 * being renamed or commented, where the tab menu is open, which wires are selected.
 */
export interface CanvasUiState {
  renaming: string | null;
  commenting: string | null;
  picker: PickerRequest | null;
  selectedWires: ReadonlySet<string>;
  startRename(id: string | null): void;
  startComment(id: string | null): void;
  openPicker(request: PickerRequest | null): void;
  selectWires(ids: ReadonlySet<string>): void;
}

export function createCanvasUi(): StoreApi<CanvasUiState> {
  return createStore<CanvasUiState>()((set) => ({
    renaming: null,
    commenting: null,
    picker: null,
    selectedWires: new Set(),
    startRename: (renaming) => set({ renaming }),
    startComment: (commenting) => set({ commenting }),
    openPicker: (picker) => set({ picker }),
    selectWires: (selectedWires) => set({ selectedWires }),
  }));
}

export const CanvasUiContext = createContext<StoreApi<CanvasUiState> | null>(null);

export function useCanvasUiStore(): StoreApi<CanvasUiState> {
  const store = useContext(CanvasUiContext);
  if (!store) throw new Error('useCanvasUi must be used inside GraphCanvas');
  return store;
}

export function useCanvasUi<T>(select: (state: CanvasUiState) => T): T {
  return useStore(useCanvasUiStore(), select);
}

/** Detail level by zoom: below 0.4 nodes draw as plain plates (no socket labels, no body). */
export type DetailLevel = 'full' | 'plain';
export const PLAIN_BELOW_ZOOM = 0.4;
