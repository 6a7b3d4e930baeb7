import { useCallback, useEffect, useRef } from 'react';
import { useCollabSession } from '../../../collab-react/hooks.js';
import { useEditor } from '../../../editor-react/index.js';
import { PresenceMarks } from '../../presence/PresenceMarks.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { screenToFlow, type View } from '../view-transform.js';
import { onBand } from './band-feed.js';
import { useViewPlacement, worldTransform } from './use-canvas-view.js';

/**
 * Collaborators' cursors, name tags, selections and bands on the GPU canvas: the shared marks in
 * flow coordinates, their layer moved by the canvas's view outside React (a pan re-renders none).
 * This window's band goes to the session in flow units. Follow mode needs nothing here: it sets
 * the editor's viewport, which the canvas takes.
 */
export function GpuPresence({ canvas }: { canvas: GpuCanvas }) {
  const viewport = useRef<HTMLDivElement>(null);
  const place = useCallback((el: HTMLDivElement, view: View) => {
    el.style.transform = worldTransform(view);
    el.style.setProperty('--presence-zoom', String(view.zoom));
  }, []);
  useViewPlacement(canvas, viewport, place);
  useOwnBand(canvas);
  return <PresenceMarks viewportRef={viewport} />;
}

/** This window's rubber band, in flow coordinates, to the session (null once it is gone). */
function useOwnBand(canvas: GpuCanvas): void {
  const session = useCollabSession(useEditor());
  useEffect(() => {
    if (!session) return;
    let drawing = false;
    return onBand(canvas, (rect) => {
      if (!rect || rect.width === 0 || rect.height === 0) {
        if (drawing) session.setBrush(null);
        drawing = false;
        return;
      }
      drawing = true;
      const from = screenToFlow(canvas.view(), rect);
      const zoom = canvas.view().zoom;
      session.setBrush({ x: from.x, y: from.y, width: rect.width / zoom, height: rect.height / zoom });
    });
  }, [canvas, session]);
}
