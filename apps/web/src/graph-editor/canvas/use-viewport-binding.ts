import type { ReactFlowInstance } from '@xyflow/react';
import { type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';
import { isDebugFlagSet } from '../../base/browserStorage.js';
import type { EditorApi, Viewport } from '../../editor/index.js';
import { useValue } from '../../editor-react/index.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { useViewAttribute } from './use-view-attribute.js';
import { useWheelGestures } from './use-wheel-gestures.js';

interface Options {
  editor: EditorApi;
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>;
  container: RefObject<HTMLDivElement | null>;
  inputDeviceType: string;
  naturalScrolling: boolean;
}

/**
 * The editor's viewport bound to xyflow's: xyflow owns it while panning and the editor gets it
 * when a move ends (a wheel's once, when it rests); a change of the editor's viewport made
 * elsewhere is pushed back. Also keeps the canvas's data-view in step with each frame.
 *
 * Returns xyflow's move-end handler and whether a pinch may zoom (spec 1 §2: ctrl+wheel is
 * blocked unless debug_allowPinchZoom).
 */
export function useViewportBinding({ editor, rf, container, inputDeviceType, naturalScrolling }: Options) {
  // Only a change of the editor's viewport made elsewhere is pushed back: not the level's unset
  // viewport when xyflow's instance changes identity (its pan-zoom became ready), and not what the
  // canvas itself reported — a move's end is reported after the move (a wheel's 150 ms after its
  // last step), and pushing that back would cut short a move begun since (a double-click zoom).
  const editorViewport = useValue((e) => e.view.viewport());
  const pushedViewport = useRef(editorViewport);
  const reportedViewport = useRef<Viewport | null>(null);
  const reportViewport = useCallback(
    (viewport: Viewport) => {
      reportedViewport.current = viewport;
      editor.view.setViewport(viewport);
    },
    [editor],
  );
  const allowPinch = useMemo(() => isDebugFlagSet('allowPinchZoom'), []);
  // spec 1 §3: the wheel pans or zooms by inputDeviceType and naturalScrolling
  const wheelMoving = useWheelGestures(
    container,
    rf,
    { inputDeviceType, naturalScrolling, allowPinchZoom: allowPinch },
    reportViewport,
  );
  // a wheel reports its viewport once, when it rests (not at each of its steps)
  const onMoveEnd = useCallback(
    (_event: unknown, viewport: Viewport) => {
      if (!wheelMoving()) reportViewport(viewport);
    },
    [reportViewport, wheelMoving],
  );
  useEffect(() => {
    if (pushedViewport.current === editorViewport) return;
    pushedViewport.current = editorViewport;
    const reported = reportedViewport.current;
    if (sameViewport(reported, editorViewport)) return;
    if (!sameViewport(rf.getViewport(), editorViewport)) void rf.setViewport(editorViewport);
  }, [rf, editorViewport]);
  useViewAttribute(container);
  return { onMoveEnd, allowPinch };
}

function sameViewport(a: Viewport | null, b: Viewport): boolean {
  return !!a && a.x === b.x && a.y === b.y && a.zoom === b.zoom;
}
