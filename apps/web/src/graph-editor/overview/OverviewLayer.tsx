import { useStoreApi } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { debugLog } from '../../base/debugFlags.js';
import type { Rect } from '../canvas/overview-geometry.js';
import type { DrawList } from './draw-list.js';
import { overviewLabel } from './overview-label.js';
import { paintOverview, readTheme } from './paint.js';

interface Props {
  list: DrawList;
  /** a rubber band drawn by xyflow on the pane ended: the flow rectangle it covered */
  onBoxSelect(rect: Rect): void;
}

/**
 * The overview detail level: every node and wire of the level on one Canvas2D layer under the
 * viewport transform, repainted in one animation frame after a viewport or level change. It takes
 * no pointer events: xyflow's pane keeps panning, zooming and the rubber band, and the canvas
 * resolves clicks and bands against the draw list's spatial index.
 */
export function OverviewLayer({ list, onBoxSelect }: Props) {
  const store = useStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const onBox = useRef(onBoxSelect);
  onBox.current = onBoxSelect;

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const theme = readTheme(el);
    let frame = 0;
    let drawn: unknown[] = [];
    const paint = () => {
      frame = 0;
      const { transform } = store.getState();
      const width = el.clientWidth;
      const height = el.clientHeight;
      const dpr = window.devicePixelRatio || 1;
      if (el.width !== Math.round(width * dpr) || el.height !== Math.round(height * dpr)) {
        el.width = Math.round(width * dpr);
        el.height = Math.round(height * dpr);
      }
      const started = performance.now();
      const count = paintOverview(ctx, list, transform, { width, height, dpr }, theme);
      debugLog(
        'webglPerformance',
        `overview painted ${count} plates in ${(performance.now() - started).toFixed(2)} ms`,
      );
      el.dataset.drawn = 'true';
      el.dataset.nodesInView = String(count);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    drawn = [store.getState().transform, store.getState().width, store.getState().height];
    schedule();
    const unsubscribe = store.subscribe((s) => {
      if (s.transform !== drawn[0] || s.width !== drawn[1] || s.height !== drawn[2]) {
        drawn = [s.transform, s.width, s.height];
        schedule();
      }
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, list]);

  // xyflow's rubber band selects only the nodes it holds, and in the overview it holds none: the
  // band's last rectangle (screen, relative to the pane) is resolved against the index instead
  useEffect(() => {
    let last: { x: number; y: number; width: number; height: number } | null = null;
    return store.subscribe((s) => {
      if (s.userSelectionActive && s.userSelectionRect) {
        last = s.userSelectionRect;
        return;
      }
      if (!s.userSelectionRect && last) {
        const [tx, ty, zoom] = s.transform;
        const band = last;
        last = null;
        onBox.current({
          x: (band.x - tx) / zoom,
          y: (band.y - ty) / zoom,
          width: band.width / zoom,
          height: band.height / zoom,
        });
      }
    });
  }, [store]);

  return (
    <canvas
      ref={canvas}
      className="gc-overview-layer"
      data-testid="canvas-overview"
      role="img"
      aria-label={overviewLabel(list.items.length)}
    />
  );
}
