import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, useMemo, useRef } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { nodeFill } from '../model/node-kinds.js';
import type { CanvasNode } from './flow-nodes.js';
import { boundsOf, clampInto, fitInto, visibleFlowRect } from './overview-geometry.js';

const WIDTH = 200;
const HEIGHT = 140;

/**
 * The minimap, drawn on a canvas: nodes are painted once per change of the node list, and the
 * viewport frame is a positioned element moved without React while panning — so its cost does
 * not grow with the node count. Click or drag on it to move the view there.
 */
export function Overview({ nodes }: { nodes: readonly CanvasNode[] }) {
  const editor = useEditor();
  const rf = useReactFlow();
  const store = useStoreApi();
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const fit = useMemo(
    () =>
      fitInto(
        boundsOf(
          nodes.map((n) => ({
            x: n.position.x,
            y: n.position.y,
            width: n.width ?? 0,
            height: n.height ?? 0,
          })),
        ),
        WIDTH,
        HEIGHT,
      ),
    [nodes],
  );

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
      const node = editor.nodes.get(n.id);
      ctx.fillStyle = node ? nodeFill(node, editor.nodes.definitionOf(n.id)) : '#808080';
      const w = Math.max(1.5, (n.width ?? 0) * fit.scale);
      const h = Math.max(1.5, (n.height ?? 0) * fit.scale);
      ctx.fillRect(n.position.x * fit.scale + fit.dx, n.position.y * fit.scale + fit.dy, w, h);
    }
  }, [nodes, fit, editor]);

  // the viewport frame follows the transform outside React
  useEffect(() => {
    const place = () => {
      const s = store.getState();
      const r = visibleFlowRect(s.transform, s.width, s.height);
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
    };
    place();
    return store.subscribe(place);
  }, [store, fit]);

  const moveTo = (event: React.PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left - fit.dx) / fit.scale;
    const y = (event.clientY - box.top - fit.dy) / fit.scale;
    void rf.setCenter(x, y, { zoom: rf.getZoom() });
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
