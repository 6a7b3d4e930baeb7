import { useEffect, useMemo, useRef } from 'react';
import type { XY } from '../../editor/index.js';
import { boundsOf, clampInto, fitInto, type Rect } from './overview-geometry.js';

const WIDTH = 200;
const HEIGHT = 140;

/** A node as the minimap paints it: its flow rectangle and fill. */
export interface MinimapNode extends Rect {
  fill: string;
}

interface Props {
  /** painted again only when this array changes */
  nodes: readonly MinimapNode[];
  /** Calls `place` with the flow rectangle the canvas shows, now and after each move; returns the stop. */
  watchView(place: (visible: Rect) => void): () => void;
  /** Moves the view so that its centre is this flow point (the zoom kept). */
  centerOn(at: XY): void;
}

/**
 * The minimap, drawn on a canvas: nodes are painted once per change of the node list, and the
 * viewport frame is a positioned element moved without React while panning — so its cost does
 * not grow with the node count. Click or drag on it to move the view there. Renderer-free: each
 * canvas hands it its nodes, its view and its way to move (Overview.tsx for xyflow, gpu/overlays).
 */
export function Minimap({ nodes, watchView, centerOn }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const fit = useMemo(() => fitInto(boundsOf(nodes), WIDTH, HEIGHT), [nodes]);

  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    if (!el || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    el.width = WIDTH * dpr;
    el.height = HEIGHT * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    for (const n of nodes) {
      ctx.fillStyle = n.fill;
      const w = Math.max(1.5, n.width * fit.scale);
      const h = Math.max(1.5, n.height * fit.scale);
      ctx.fillRect(n.x * fit.scale + fit.dx, n.y * fit.scale + fit.dy, w, h);
    }
  }, [nodes, fit]);

  // the viewport frame follows the view outside React
  useEffect(
    () =>
      watchView((r) => {
        const el = frame.current;
        if (!el) return;
        // held inside the box: when the view is wider than the graph its edges still show
        const box = clampInto(
          {
            x: r.x * fit.scale + fit.dx,
            y: r.y * fit.scale + fit.dy,
            width: r.width * fit.scale,
            height: r.height * fit.scale,
          },
          WIDTH,
          HEIGHT,
        );
        el.style.transform = `translate(${box.x}px, ${box.y}px)`;
        el.style.width = `${box.width}px`;
        el.style.height = `${box.height}px`;
      }),
    [watchView, fit],
  );

  const moveTo = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    centerOn({
      x: (event.clientX - box.left - fit.dx) / fit.scale,
      y: (event.clientY - box.top - fit.dy) / fit.scale,
    });
  };

  return (
    <div
      className="gc-overview nopan nowheel"
      role="img"
      aria-label="Minimap"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
      }}
    >
      <canvas ref={canvas} style={{ width: WIDTH, height: HEIGHT }} />
      <div ref={frame} className="gc-overview-frame" />
    </div>
  );
}
