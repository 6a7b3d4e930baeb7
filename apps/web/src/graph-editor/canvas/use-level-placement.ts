import type { ReactFlowInstance } from '@xyflow/react';
import { type RefObject, useEffect } from 'react';
import type { EditorApi } from '../../editor/index.js';
import { openViewport } from '../overview/detail-level.js';
import { rectsOf } from '../overview/draw-list.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { boundsOf } from './overview-geometry.js';

interface Options {
  editor: EditorApi;
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>;
  container: RefObject<HTMLDivElement | null>;
  nodes: RefObject<readonly CanvasNode[]>;
  levelId: string;
  /** the level whose open viewport is now in place (DOM views may mount) */
  onPlaced(levelId: string): void;
}

/**
 * A level opens at its saved viewport, else framed whole (a big level then lands in the cheap
 * overview); `onPlaced` says when that viewport is in place.
 */
export function useLevelPlacement({ editor, rf, container, nodes, levelId, onPlaced }: Options): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the level changes
  useEffect(() => {
    let cancelled = false;
    let retry = 0;
    const place = () => {
      const box = container.current?.getBoundingClientRect();
      const items = rectsOf(nodes.current);
      const target = openViewport(editor.view.viewport(), items.length > 0 ? boundsOf(items, 0) : null, {
        width: box?.width ?? 0,
        height: box?.height ?? 0,
      });
      void rf.setViewport(target).then((placed) => {
        if (cancelled) return;
        // xyflow's pan-zoom is set up in an effect of its own: try again next frame until it is
        if (placed) onPlaced(levelId);
        else retry = requestAnimationFrame(place);
      });
    };
    place();
    return () => {
      cancelled = true;
      cancelAnimationFrame(retry);
    };
  }, [levelId]);
}
