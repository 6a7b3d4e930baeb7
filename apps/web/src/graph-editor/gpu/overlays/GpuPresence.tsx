import { useCallback, useRef } from 'react';
import { PresenceMarks } from '../../presence/PresenceMarks.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import type { View } from '../view-transform.js';
import { useViewPlacement, worldTransform } from './use-canvas-view.js';

/**
 * Collaborators' cursors, name tags, selections and bands on the GPU canvas: the shared marks in
 * flow coordinates, their layer moved by the canvas's view outside React (a pan re-renders none).
 * Follow mode needs nothing here: it sets the editor's viewport, which the canvas takes.
 */
export function GpuPresence({ canvas }: { canvas: GpuCanvas }) {
  const viewport = useRef<HTMLDivElement>(null);
  const place = useCallback((el: HTMLDivElement, view: View) => {
    el.style.transform = worldTransform(view);
    el.style.setProperty('--presence-zoom', String(view.zoom));
  }, []);
  useViewPlacement(canvas, viewport, place);
  return <PresenceMarks viewportRef={viewport} />;
}
