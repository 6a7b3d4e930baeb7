import { type RefObject, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { GpuCanvas } from '../gpu-canvas.js';
import type { View } from '../view-transform.js';

/**
 * Writes `place` onto the element each time the GPU canvas's view moves (and at once): layers that
 * move with the world are placed by a transform outside React, so a pan renders nothing.
 */
export function useViewPlacement<E extends HTMLElement>(
  canvas: GpuCanvas,
  element: RefObject<E | null>,
  place: (el: E, view: View) => void,
): void {
  useEffect(() => {
    const run = (view: View) => {
      if (element.current) place(element.current, view);
    };
    run(canvas.view());
    return canvas.onView(run);
  }, [canvas, element, place]);
}

/** The world transform of a layer in flow coordinates (screen = flow × zoom + offset). */
export function worldTransform(view: View): string {
  return `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`;
}

/** A value read from the view that re-renders only when it changes (a button's disabled state). */
export function useViewValue<T>(canvas: GpuCanvas, read: (view: View) => T): T {
  const subscribe = useCallback((listener: () => void) => canvas.onView(listener), [canvas]);
  return useSyncExternalStore(subscribe, () => read(canvas.view()));
}

/** A number that goes up each time the GPU canvas's scene took a change of the level's nodes (at most every `atMostEveryMs`: the last change comes after the wait). */
export function useSceneVersion(canvas: GpuCanvas, atMostEveryMs = 0): number {
  const version = useRef(0);
  const subscribe = useCallback(
    (listener: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let last = Number.NEGATIVE_INFINITY;
      const notify = () => {
        timer = undefined;
        last = performance.now();
        version.current += 1;
        listener();
      };
      const stop = canvas.onScene(() => {
        if (timer !== undefined) return;
        const wait = last + atMostEveryMs - performance.now();
        if (wait <= 0) notify();
        else timer = setTimeout(notify, wait);
      });
      return () => {
        clearTimeout(timer);
        stop();
      };
    },
    [canvas, atMostEveryMs],
  );
  return useSyncExternalStore(subscribe, () => version.current);
}
