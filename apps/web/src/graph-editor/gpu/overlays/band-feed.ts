import type { Rect } from '../../canvas/overview-geometry.js';
import type { GpuCanvas } from '../gpu-canvas.js';

type BandListener = (rect: Rect | null) => void;

const listeners = new WeakMap<GpuCanvas, Set<BandListener>>();

/** The band the canvas's gesture draws (screen rectangle of the host, or null once it is gone). */
export function reportBand(canvas: GpuCanvas, rect: Rect | null): void {
  for (const listener of listeners.get(canvas) ?? []) listener(rect);
}

/** Hears the canvas's band (this window's rubber band, which collaborators see); returns the stop. */
export function onBand(canvas: GpuCanvas, listener: BandListener): () => void {
  const set = listeners.get(canvas) ?? new Set<BandListener>();
  listeners.set(canvas, set);
  set.add(listener);
  return () => set.delete(listener);
}
