import { type ReactFlowInstance, useStoreApi } from '@xyflow/react';
import { type RefObject, useEffect, useMemo } from 'react';
import type { EditorApi, ViewportController } from '../../editor/index.js';
import { FIT, FIT_SELECTION, fitViewport } from '../overview/detail-level.js';
import { rectsOf } from '../overview/draw-list.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { canvasMoveDuration } from './motion.js';
import { boundsOf } from './overview-geometry.js';

/**
 * Framing (zoom to fit, zoom to the selection), registered with the editor for its commands (F)
 * and used by the zoom controls. It reads every node of the level, not xyflow's nodes, which the
 * overview empties.
 */
export function useViewportController(
  editor: EditorApi,
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>,
  nodes: RefObject<readonly CanvasNode[]>,
): ViewportController {
  const flowStore = useStoreApi<CanvasNode, CanvasEdge>();
  const controller = useMemo<ViewportController>(() => {
    const frame = (ids: ReadonlySet<string> | null, fit: typeof FIT | typeof FIT_SELECTION) => {
      const items = rectsOf(nodes.current).filter((item) => !ids || ids.has(item.id));
      const { width, height } = flowStore.getState();
      if (items.length === 0 || width <= 0 || height <= 0) return;
      void rf.setViewport(fitViewport(boundsOf(items, 0), { width, height }, fit), {
        duration: canvasMoveDuration(),
      });
    };
    return {
      zoomToFit: () => frame(null, FIT),
      zoomToSelection: () => {
        const selection = editor.selection.ids();
        if (selection.size === 0) frame(null, FIT);
        else frame(selection, FIT_SELECTION);
      },
    };
  }, [rf, editor, flowStore, nodes]);
  useEffect(() => editor.view.registerViewportController(controller), [editor, controller]);
  return controller;
}
