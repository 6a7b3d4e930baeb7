import { useStore, useStoreApi } from '@xyflow/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { type DetailLevel, PLAIN_BELOW_ZOOM } from '../canvas/canvas-ui.js';
import { visibleFlowRect } from '../canvas/overview-geometry.js';
import { DetailRollout } from './detail-rollout.js';
import { mountOrder } from './mount-stages.js';

interface Placed {
  id: string;
  position: { x: number; y: number };
  width?: number;
  height?: number;
}

/** The canvas's rollout of the node views' detail (a view outside a canvas draws in full). */
export const DetailRolloutContext = createContext<DetailRollout | null>(null);

const FULL = () => 'full' as const;
const NO_SUBSCRIPTION = () => () => {};

/** The detail this node's view draws: full or a plain plate; it changes when the rollout reaches it. */
export function useNodeDetail(id: string): DetailLevel {
  const rollout = useContext(DetailRolloutContext);
  const subscribe = useCallback(
    (listener: () => void) => rollout?.subscribe(id, listener) ?? (() => {}),
    [rollout, id],
  );
  const read = rollout ? () => rollout.detailOf(id) : FULL;
  return useSyncExternalStore(rollout ? subscribe : NO_SUBSCRIPTION, read);
}

/**
 * Owns the canvas's DetailRollout: plain plates below PLAIN_BELOW_ZOOM, full views above. Crossing
 * it with views on screen, they change over several frames, nearest the view's centre first.
 * While the overview shows (no view is mounted, none listens) and in the render that leaves it, the
 * detail is taken at once, so the views created then are created with it.
 */
export function useDetailRollout(overview: boolean, nodes: readonly Placed[]): DetailRollout {
  const flowStore = useStoreApi();
  const detail = useStore((s): DetailLevel => (s.transform[2] < PLAIN_BELOW_ZOOM ? 'plain' : 'full'));
  const rollout = useMemo(() => new DetailRollout(), []);
  const nodesRef = useRef(nodes);
  nodesRef.current = nodes;
  const wasOverview = useRef(overview);
  // (not in the render that enters the overview: its views are still mounted until it commits)
  if (wasOverview.current && !rollout.running) rollout.set(detail, []);
  wasOverview.current = overview;

  useEffect(() => {
    if (overview) return;
    const { transform, width, height } = flowStore.getState();
    rollout.set(detail, mountOrder(nodesRef.current, visibleFlowRect(transform, width, height)).ids);
  }, [detail, overview, rollout, flowStore]);
  useEffect(() => () => rollout.dispose(), [rollout]);
  return rollout;
}
