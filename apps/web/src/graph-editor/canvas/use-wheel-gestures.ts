import type { ReactFlowInstance } from '@xyflow/react';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import type { Viewport } from '../../editor/index.js';
import { MAX_ZOOM, MIN_ZOOM } from '../overview/detail-level.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { inputDeviceFor, wheelAction } from './wheel-gesture.js';

/** A wheel move ends when no wheel event came for this long; the viewport is then reported once. */
const WHEEL_END_MS = 150;

interface WheelOptions {
  inputDeviceType: string;
  naturalScrolling: boolean;
  allowPinchZoom: boolean;
}

/**
 * The canvas's wheel, by the user's preferences (spec 1 §3 inputDeviceType and naturalScrolling):
 * it pans or zooms xyflow's viewport around the pointer and reports the viewport when the wheel
 * rests. Wheels over a `nowheel` element (a scrolling text, a viewer's body), the canvas's panels
 * and its menus are left to them; the page itself never zooms from a pinch on the canvas.
 *
 * Returns whether a wheel move is under way: xyflow ends a move after every viewport it is given,
 * so each wheel event would reach the editor (which every view hears) unless its move-end handler
 * leaves a wheel's viewports to the one report at rest.
 */
export function useWheelGestures(
  container: RefObject<HTMLDivElement | null>,
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>,
  options: WheelOptions,
  onWheelEnd: (viewport: Viewport) => void,
): () => boolean {
  const latest = useRef({ options, onWheelEnd });
  latest.current = { options, onWheelEnd };
  const moving = useRef(false);
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (event: WheelEvent) => {
      const { options: o } = latest.current;
      const target = event.target instanceof Element ? event.target : null;
      const onSurface = target?.closest('.react-flow') && !target.closest('.react-flow__panel, .nowheel');
      if (!onSurface) {
        // a panel, menu or scrolling text keeps its wheel; a pinch there still never zooms the page
        if (event.ctrlKey && !o.allowPinchZoom) event.preventDefault();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      const action = wheelAction(event, {
        device: inputDeviceFor(o.inputDeviceType, event),
        naturalScrolling: o.naturalScrolling,
        allowPinchZoom: o.allowPinchZoom,
      });
      if (action.type === 'none') return;
      const { x, y, zoom } = rf.getViewport();
      if (action.type === 'pan') {
        void rf.setViewport({ x: x + action.dx, y: y + action.dy, zoom });
      } else {
        const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom * action.factor));
        const box = el.getBoundingClientRect();
        // the flow point under the pointer stays under it
        const px = event.clientX - box.left;
        const py = event.clientY - box.top;
        const scale = next / zoom;
        void rf.setViewport({ x: px - (px - x) * scale, y: py - (py - y) * scale, zoom: next });
      }
      moving.current = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        moving.current = false;
        latest.current.onWheelEnd(rf.getViewport());
      }, WHEEL_END_MS);
    };
    // capture: the wheel is decided here before xyflow's own pan-zoom sees it
    el.addEventListener('wheel', onWheel, { capture: true, passive: false });
    return () => {
      clearTimeout(timer);
      moving.current = false;
      el.removeEventListener('wheel', onWheel, { capture: true });
    };
  }, [container, rf]);
  return useCallback(() => moving.current, []);
}
