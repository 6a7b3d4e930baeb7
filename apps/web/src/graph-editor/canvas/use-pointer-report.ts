import type { ReactFlowInstance } from '@xyflow/react';
import { type MouseEvent as ReactMouseEvent, useCallback, useEffect, useRef } from 'react';
import type { EditorApi, XY } from '../../editor/index.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';

/**
 * Where the pointer is over the canvas: kept on screen for the tab menu (Tab opens it there) and
 * told to the editor in flow units once a frame (a paste lands there).
 */
export function usePointerReport(editor: EditorApi, rf: ReactFlowInstance<CanvasNode, CanvasEdge>) {
  const pointer = useRef<{ client: XY } | null>(null);
  const frame = useRef(0);
  const onMouseMove = useCallback(
    (event: ReactMouseEvent) => {
      pointer.current = { client: { x: event.clientX, y: event.clientY } };
      if (frame.current) return;
      frame.current = requestAnimationFrame(() => {
        frame.current = 0;
        const p = pointer.current?.client;
        if (p) editor.view.setPointer(rf.screenToFlowPosition(p));
      });
    },
    [editor, rf],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return { pointer, onMouseMove };
}
