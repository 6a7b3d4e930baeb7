import type { ReactFlowInstance } from '@xyflow/react';
import {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
} from 'react';
import type { StoreApi } from 'zustand';
import { tabMenuCorner } from '../../actions/canvas-bridge.js';
import type { XY } from '../../editor/index.js';
import type { CanvasUiState, PickerRequest } from './canvas-ui.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';

/**
 * The tab menu opened at a point on screen (Tab at the pointer, a double-click, a dropped wire):
 * its corner kept inside the canvas, the new node placed at the flow point under it.
 */
export function useOpenPickerAt(
  container: RefObject<HTMLDivElement | null>,
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>,
  ui: StoreApi<CanvasUiState>,
) {
  return useCallback(
    (client: XY, from?: PickerRequest['from'], atPointer = true) => {
      const box = container.current?.getBoundingClientRect();
      if (!box) return;
      const at = tabMenuCorner(box, { x: client.x - box.left, y: client.y - box.top });
      ui.getState().openPicker({ at, flow: rf.screenToFlowPosition(client), from, atPointer });
    },
    [container, rf, ui],
  );
}

/**
 * A double-click on empty canvas (not on a node): in the overview a zoom in around the point
 * (`zoomInAt` answers false elsewhere), otherwise the tab menu there unless read-only.
 */
export function usePaneDoubleClick({
  readOnly,
  zoomInAt,
  openPickerAt,
}: {
  readOnly: boolean;
  zoomInAt(client: XY): boolean;
  openPickerAt(client: XY): void;
}) {
  return useCallback(
    (event: ReactMouseEvent) => {
      const target = event.target as HTMLElement;
      if (!target.closest('.react-flow__pane') || target.closest('.react-flow__node')) return;
      const client = { x: event.clientX, y: event.clientY };
      if (zoomInAt(client) || readOnly) return;
      openPickerAt(client);
    },
    [readOnly, zoomInAt, openPickerAt],
  );
}

/**
 * A press on the canvas ends typing elsewhere (a parameter field commits on blur): the pan-zoom
 * layer cancels the press's default, so focus would otherwise stay in the field and swallow the
 * canvas's keys (Tab, Delete, undo).
 */
export function leaveFieldsOutside(event: ReactPointerEvent<HTMLDivElement>): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body && !event.currentTarget.contains(active)) {
    active.blur();
  }
}
