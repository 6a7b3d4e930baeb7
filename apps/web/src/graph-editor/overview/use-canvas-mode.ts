import { useStore } from '@xyflow/react';
import { useCallback } from 'react';
import { visibleFlowRect } from '../canvas/overview-geometry.js';
import { type CanvasMode, canvasModeFor, DOM_NODE_BUDGET, OVERVIEW_BELOW_ZOOM } from './detail-level.js';
import type { GridItem, NodeGrid } from './node-grid.js';

/**
 * The detail level for xyflow's current viewport. The selector runs on every store change while
 * panning but counts no further than the DOM budget, and the component re-renders only when the
 * mode itself changes.
 */
export function useCanvasMode(grid: NodeGrid<GridItem>): CanvasMode {
  const select = useCallback(
    (s: { transform: [number, number, number]; width: number; height: number }): CanvasMode => {
      const zoom = s.transform[2];
      if (zoom < OVERVIEW_BELOW_ZOOM) return 'overview';
      return canvasModeFor(
        zoom,
        grid.countIn(visibleFlowRect(s.transform, s.width, s.height), DOM_NODE_BUDGET),
      );
    },
    [grid],
  );
  return useStore(select);
}
