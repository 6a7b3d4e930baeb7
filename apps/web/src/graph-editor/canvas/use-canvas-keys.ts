import type { ReactFlowInstance } from '@xyflow/react';
import { type RefObject, useEffect } from 'react';
import type { StoreApi } from 'zustand';
import type { EditorApi, ViewportController, XY } from '../../editor/index.js';
import { besideNodeMenu } from '../picker/beside-node.js';
import { isCanvasKey, isPlainTab } from './canvas-keys.js';
import type { CanvasUiState, PickerRequest } from './canvas-ui.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { showRefusal } from './show-refusal.js';

interface Options {
  editor: EditorApi;
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>;
  container: RefObject<HTMLDivElement | null>;
  ui: StoreApi<CanvasUiState>;
  readOnly: boolean;
  controller: ViewportController;
  /** where the pointer last was over the canvas; null before it came */
  pointer: RefObject<{ client: XY } | null>;
  openPickerAt(client: XY, from?: PickerRequest['from'], atPointer?: boolean): void;
}

/**
 * The canvas's own keys, heard on the window while they are meant for the canvas: Tab opens the
 * tab menu (beside the keyboard's node, else at the pointer), Delete removes the selected wires,
 * and F frames the selection when no command registry took the viewport controller.
 */
export function useCanvasKeys({
  editor,
  rf,
  container,
  ui,
  readOnly,
  controller,
  pointer,
  openPickerAt,
}: Options) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const el = container.current;
      if (!el || readOnly || !isCanvasKey(event, el)) return;
      if (isPlainTab(event)) {
        event.preventDefault();
        const box = el.getBoundingClientRect();
        // the node the keyboard is on: the menu opens beside it, not at the pointer
        const focused = editor.nodeFocus.current();
        const beside = focused && besideNodeMenu(editor, focused, box, (p) => rf.flowToScreenPosition(p));
        const at = pointer.current?.client ?? { x: box.left + box.width / 2, y: box.top + box.height / 3 };
        if (beside) {
          const view = rf.getViewport();
          if (beside.panLeft) void rf.setViewport({ ...view, x: view.x - beside.panLeft });
          ui.getState().openPicker(beside.request);
        } else openPickerAt(at, undefined, pointer.current !== null);
      }
      if ((event.key === 'Delete' || event.key === 'Backspace') && ui.getState().selectedWires.size > 0) {
        for (const id of ui.getState().selectedWires) showRefusal(editor.nodes.disconnect(id));
        ui.getState().selectWires(new Set());
      }
      if (
        (event.key === 'f' || event.key === 'F') &&
        !event.ctrlKey &&
        !event.metaKey &&
        !editor.view.registerViewportController
      ) {
        controller.zoomToSelection();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editor, controller, openPickerAt, readOnly, ui, rf, container, pointer]);
}
