import type { ReactFlowInstance } from '@xyflow/react';
import { type MouseEvent as ReactMouseEvent, useCallback, useRef } from 'react';
import type { EditorApi, XY } from '../../editor/index.js';
import type { CanvasEdge } from '../canvas/flow-edges.js';
import type { CanvasNode } from '../canvas/flow-nodes.js';
import { canvasMoveDuration } from '../canvas/motion.js';
import { OVERVIEW_BELOW_ZOOM, OVERVIEW_DOUBLE_CLICK_ZOOM } from './detail-level.js';
import type { DrawList } from './draw-list.js';

/**
 * The overview's pointer: it mounts no views, so its own draw list answers what is under the
 * pointer. A click selects the node under it, a band selects what it touches, a double-click
 * zooms in around the point. `drawList` is null while the overview does not show.
 */
export function useOverviewGestures(
  editor: EditorApi,
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>,
  drawList: DrawList | null,
) {
  const drawListRef = useRef(drawList);
  drawListRef.current = drawList;
  // xyflow clears the selection right after its pane-click callback, so the selection is made after
  const onPaneClick = useCallback(
    (event: ReactMouseEvent) => {
      if (!drawListRef.current) return;
      const at = rf.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const hit = drawListRef.current.grid.hit(at.x, at.y);
      const additive = event.shiftKey || event.ctrlKey || event.metaKey;
      if (!hit) {
        // xyflow holds no nodes in the overview, so it has nothing to deselect: the click on empty canvas does
        if (!additive) editor.selection.clear();
        return;
      }
      const next = new Set(additive ? editor.selection.ids() : []);
      if (additive && next.has(hit.id)) next.delete(hit.id);
      else next.add(hit.id);
      queueMicrotask(() => editor.selection.select([...next], 'replace'));
    },
    [editor, rf],
  );
  const onBoxSelect = useCallback(
    (rect: { x: number; y: number; width: number; height: number }) => {
      const list = drawListRef.current;
      if (list)
        editor.selection.select(
          list.grid.query(rect).map((item) => item.id),
          'replace',
        );
    },
    [editor],
  );
  /** zooms in to a readable zoom around the point; false when the overview does not show */
  const zoomInAt = useCallback(
    (client: XY): boolean => {
      if (!drawListRef.current) return false;
      const at = rf.screenToFlowPosition(client);
      const zoom = Math.max(OVERVIEW_DOUBLE_CLICK_ZOOM, OVERVIEW_BELOW_ZOOM * 2);
      void rf.setCenter(at.x, at.y, { zoom, duration: canvasMoveDuration() });
      return true;
    },
    [rf],
  );
  return { onPaneClick, onBoxSelect, zoomInAt };
}
