import { useStoreApi } from '@xyflow/react';
import { useEffect, useReducer, useRef } from 'react';
import { visibleFlowRect } from '../canvas/overview-geometry.js';
import { mountOrder, nodesAtStage, VIEWS_PER_FRAME } from './mount-stages.js';

interface Plan {
  order: string[];
  inView: number;
  count: number;
}

interface Placed {
  id: string;
  position: { x: number; y: number };
  width?: number;
  height?: number;
}

/**
 * The nodes to hand to xyflow: all of them, except in the frames after the canvas leaves the
 * overview (or first shows a level), when the views in sight are created VIEWS_PER_FRAME per
 * frame from the centre outwards instead of all in one long frame. `staging` is true meanwhile.
 */
export function useStagedNodes<N extends Placed>(
  nodes: N[],
  overview: boolean,
): { nodes: N[]; staging: boolean } {
  const flowStore = useStoreApi();
  const plan = useRef<Plan | null>(null);
  const wasOverview = useRef(overview);
  const [frame, nextFrame] = useReducer((n: number) => n + 1, 0);

  // planned while rendering, so the frame that leaves the overview already builds only a stage
  if (overview) plan.current = null;
  else if (wasOverview.current) {
    const { transform, width, height } = flowStore.getState();
    const { ids, inView } = mountOrder(nodes, visibleFlowRect(transform, width, height));
    plan.current = inView > VIEWS_PER_FRAME ? { order: ids, inView, count: VIEWS_PER_FRAME } : null;
  }
  wasOverview.current = overview;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one step per frame, keyed by the frame counter
  useEffect(() => {
    if (!plan.current) return;
    const raf = requestAnimationFrame(() => {
      const current = plan.current;
      if (!current) return;
      current.count += VIEWS_PER_FRAME;
      if (current.count >= current.inView) plan.current = null;
      nextFrame();
    });
    return () => cancelAnimationFrame(raf);
  }, [frame, overview]);

  const current = plan.current;
  return current
    ? { nodes: nodesAtStage(nodes, current.order, current.count), staging: true }
    : { nodes, staging: false };
}
