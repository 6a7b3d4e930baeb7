import type { EdgeChange, NodeChange } from '@xyflow/react';
import { useCallback } from 'react';
import type { StoreApi } from 'zustand';
import type { EditorApi } from '../../editor/index.js';
import type { CanvasUiState } from './canvas-ui.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';

/**
 * Selection: xyflow proposes, the editor decides. Nodes' selection is the editor's (an unchanged
 * selection is not written again); wires' is the canvas's own (`selectedWires`).
 */
export function useSelectionChanges(editor: EditorApi, ui: StoreApi<CanvasUiState>) {
  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      let next: Set<string> | null = null;
      for (const change of changes) {
        if (change.type !== 'select') continue;
        next ??= new Set(editor.selection.ids());
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      if (!next) return;
      const current = editor.selection.ids();
      if (next.size === current.size && [...next].every((id) => current.has(id))) return;
      editor.selection.select([...next], 'replace');
    },
    [editor],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => {
      let next: Set<string> | null = null;
      for (const change of changes) {
        if (change.type !== 'select') continue;
        next ??= new Set(ui.getState().selectedWires);
        if (change.selected) next.add(change.id);
        else next.delete(change.id);
      }
      if (next) ui.getState().selectWires(next);
    },
    [ui],
  );
  return { onNodesChange, onEdgesChange };
}
