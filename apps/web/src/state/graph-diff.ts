import { createStore, useStore } from 'zustand';
import type { DiffMark } from '../base/graph-diff.js';

export interface DiffHighlightState {
  /** what the highlighted changes are measured from ('Snapshot "Before launch"') */
  label: string | null;
  marks: ReadonlyMap<string, DiffMark>;
  show(label: string, marks: ReadonlyMap<string, DiffMark>): void;
  clear(): void;
}

const NONE: ReadonlyMap<string, DiffMark> = new Map();

/** The graph diff highlighted on the canvas (nodes added or changed since a snapshot). */
export const diffHighlightStore = createStore<DiffHighlightState>()((set) => ({
  label: null,
  marks: NONE,
  show: (label, marks) => set({ label, marks }),
  clear: () => set({ label: null, marks: NONE }),
}));

/** One node's mark: a node view re-renders only when its own mark changes. */
export function useDiffMark(nodeId: string): DiffMark | undefined {
  return useStore(diffHighlightStore, (state) => state.marks.get(nodeId));
}
