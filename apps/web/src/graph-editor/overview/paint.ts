import { visibleFlowRect } from '../canvas/overview-geometry.js';
import type { DrawItem, DrawList } from './draw-list.js';

/** Above this many nodes in view, plates are square (rounded corners cost a path each). */
const ROUNDED_BUDGET = 3000;
/** Names are painted while the overview shows for the node budget at a zoom where they read. */
const NAMES_FROM_ZOOM = 0.25;
const NAMES_BUDGET = 2500;
/** The DOM plate's corner radius and the plain plate's name font (graph-canvas.css). */
const RADIUS = 8;
const NAME_FONT = '600 14px Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The theme colours the overview paints with, read from the canvas's CSS variables. */
export interface OverviewTheme {
  wire: string;
  accent: string;
  trayBorder: string;
}

export function readTheme(el: Element): OverviewTheme {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    wire: read('--gc-wire', '#8b8fa3'),
    accent: read('--gc-accent', '#5b5bd6'),
    trayBorder: 'rgb(255 255 255 / 22%)',
  };
}

/**
 * Paints the draw list in flow coordinates under the viewport transform [x, y, zoom] on a canvas
 * of `width`×`height` CSS pixels at `dpr` device pixels each. Only what the view touches is
 * painted; wires go in one path, so a frame costs a few thousand canvas calls at most.
 */
export function paintOverview(
  ctx: CanvasRenderingContext2D,
  list: DrawList,
  transform: readonly [number, number, number],
  size: { width: number; height: number; dpr: number },
  theme: OverviewTheme,
): number {
  const { width, height, dpr } = size;
  const [tx, ty, zoom] = transform;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width * dpr, height * dpr);
  ctx.setTransform(dpr * zoom, 0, 0, dpr * zoom, dpr * tx, dpr * ty);
  const view = visibleFlowRect(transform, width, height);
  const px = 1 / zoom; // one CSS pixel in flow units

  ctx.beginPath();
  for (const w of list.wires) {
    if (Math.max(w.x1, w.x2) < view.x || Math.min(w.x1, w.x2) > view.x + view.width) continue;
    if (Math.max(w.y1, w.y2) < view.y || Math.min(w.y1, w.y2) > view.y + view.height) continue;
    ctx.moveTo(w.x1, w.y1);
    ctx.lineTo(w.x2, w.y2);
  }
  ctx.strokeStyle = theme.wire;
  ctx.globalAlpha = 0.7;
  ctx.lineWidth = Math.max(2, px);
  ctx.stroke();
  ctx.globalAlpha = 1;

  const visible = list.grid.query(view);
  const rounded = visible.length <= ROUNDED_BUDGET && RADIUS * zoom >= 1;
  for (const item of visible) {
    if (item.kind === 'tray') {
      // a tray is a translucent group under the nodes, with a dashed border
      ctx.globalAlpha = 0.35;
      ctx.fillStyle = item.fill;
      ctx.fillRect(item.x, item.y, item.width, item.height);
      ctx.globalAlpha = 1;
      ctx.strokeStyle = theme.trayBorder;
      ctx.lineWidth = px;
      ctx.strokeRect(item.x, item.y, item.width, item.height);
      continue;
    }
    ctx.fillStyle = item.fill;
    if (rounded) {
      ctx.beginPath();
      ctx.roundRect(item.x, item.y, item.width, item.height, item.kind === 'dot' ? item.width / 2 : RADIUS);
      ctx.fill();
    } else {
      // a node stays at least a pixel wide, so a far-out level still shows every node
      ctx.fillRect(item.x, item.y, Math.max(item.width, px), Math.max(item.height, px));
    }
  }
  if (zoom >= NAMES_FROM_ZOOM && visible.length <= NAMES_BUDGET) paintNames(ctx, visible);
  ctx.strokeStyle = theme.accent;
  ctx.lineWidth = 2 * px;
  for (const item of visible) {
    if (item.selected) ctx.strokeRect(item.x - px, item.y - px, item.width + 2 * px, item.height + 2 * px);
  }
  return visible.length;
}

/** Names as the plain plates show them: centred on plates, top left on trays and sticky notes. */
function paintNames(ctx: CanvasRenderingContext2D, items: readonly DrawItem[]): void {
  ctx.font = NAME_FONT;
  ctx.textBaseline = 'middle';
  for (const item of items) {
    if (item.kind === 'dot' || !item.name) continue;
    ctx.fillStyle = item.kind === 'tray' ? '#fff' : item.text;
    const maxWidth = Math.max(1, item.width - 16);
    if (item.kind === 'tray' || item.kind === 'stickyNote') {
      ctx.textAlign = 'left';
      ctx.fillText(item.name, item.x + 12, item.y + 20, maxWidth);
    } else {
      ctx.textAlign = 'center';
      ctx.fillText(item.name, item.x + item.width / 2, item.y + item.height / 2, maxWidth);
    }
  }
}
