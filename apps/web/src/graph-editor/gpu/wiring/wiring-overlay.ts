import type { XY } from '../../../editor/index.js';
import type { Rect } from '../../canvas/overview-geometry.js';
import { Graphics } from '../gl/index.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { grow, union } from '../partial-frame.js';
import { type CanvasTheme, readTheme } from '../theme.js';
import { traceWire } from '../wire-display.js';
import { wireCommands } from '../wire-geometry.js';
import type { SocketEnd } from './socket-targets.js';
import type { LiveWire } from './wire-gesture.js';
import { wirePolyline } from './wire-hit.js';

/** The DOM canvas's looks (graph-canvas.css): a selected wire white and 2.5 wide with an accent glow… */
const SELECTED = { color: 0xffffff, width: 2.5 };
const GLOW_WIDTH = 7;
/** …a hovered one fully opaque and 2.5 wide, the connection line dashed 5/4 in #c9ccd8, 2 wide. */
const HOVER_WIDTH = 2.5;
const LIVE = { color: 0xc9ccd8, width: 2 };
const DASH = 5;
const GAP = 4;

/**
 * What the wiring draws over the wires (under the nodes, as xyflow's connection line and edge
 * highlights sit): selected wires highlighted, the hovered wire brighter, and the live wire of a
 * drag with a ring on the socket it snapped to. One Graphics, redrawn only when one of those changes.
 */
export class WiringOverlay {
  readonly graphics = new Graphics();
  #theme: CanvasTheme;
  /** the flow area the last drawing covered (null: nothing drawn) */
  #area: Rect | null = null;

  constructor(private readonly canvas: GpuCanvas) {
    this.#theme = readTheme(canvas.host);
    const world = canvas.stage.world;
    world.addChildAt(this.graphics, world.getChildIndex(canvas.stage.wires) + 1);
  }

  draw(
    selected: ReadonlySet<string>,
    hovered: string | null,
    live: LiveWire | null,
    clickStart: SocketEnd | null,
    lineType: string,
  ): void {
    const g = this.graphics.clear();
    const wires = this.canvas.scene.wires;
    for (const id of selected) {
      const wire = wires.get(id);
      if (!wire || id === live?.detached) continue;
      traceWire(g, wireCommands(lineType, wire)).stroke({
        width: GLOW_WIDTH,
        ...this.#theme.accent,
        alpha: 0.35,
        cap: 'round',
        join: 'round',
      });
      traceWire(g, wireCommands(lineType, wire)).stroke({ ...SELECTED, cap: 'round', join: 'round' });
    }
    const hover = hovered && !selected.has(hovered) ? wires.get(hovered) : undefined;
    if (hover) {
      traceWire(g, wireCommands(lineType, hover)).stroke({
        width: HOVER_WIDTH,
        ...this.#theme.dataType(hover.dataType),
        alpha: 1,
        cap: 'round',
        join: 'round',
      });
    }
    if (live) this.#drawLive(g, live, lineType);
    if (clickStart) ring(g, clickStart).stroke({ width: 2, ...this.#theme.accent });
    // the next frame redraws what the drawing covered before and covers now, no more
    const before = this.#area;
    this.#area = this.#drawnArea();
    const area = union(before, this.#area);
    if (area) this.canvas.redrawArea(area);
  }

  #drawnArea(): Rect | null {
    const bounds = this.graphics.getLocalBounds();
    if (!(bounds.width > 0 || bounds.height > 0) || !Number.isFinite(bounds.width)) return null;
    // with the glow's reach, however the bounds count the stroke
    return grow({ x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }, GLOW_WIDTH);
  }

  destroy(): void {
    this.graphics.destroy();
  }

  #drawLive(g: Graphics, live: LiveWire, lineType: string): void {
    const { from, to } = live;
    // the shapes run from an output down to an input: a wire dragged from an input runs the other way
    const ends =
      from.socket.kind === 'output'
        ? { x1: from.x, y1: from.y, x2: to.x, y2: to.y }
        : { x1: to.x, y1: to.y, x2: from.x, y2: from.y };
    dashed(g, wirePolyline(lineType, ends));
    g.stroke({ ...LIVE, cap: 'butt' });
    const snapped = live.snapped;
    if (snapped) {
      const s = snapped.socket;
      const x = snapped.x - s.width / 2;
      const y = s.kind === 'input' ? snapped.y : snapped.y - s.height;
      g.roundRect(x - 3, y - 3, s.width + 6, s.height + 6, (s.height + 6) / 2).stroke({
        width: 2,
        ...this.#theme.ok,
      });
    }
  }
}

/** A ring around a socket (xyflow's 3-pixel ring on a handle a wire may go into). */
function ring(g: Graphics, end: SocketEnd): Graphics {
  const s = end.socket;
  const x = end.x - s.width / 2;
  const y = s.kind === 'input' ? end.y : end.y - s.height;
  return g.roundRect(x - 3, y - 3, s.width + 6, s.height + 6, (s.height + 6) / 2);
}

/** The polyline as dashes of DASH with gaps of GAP (flow units, as the DOM's stroke-dasharray). */
function dashed(g: Graphics, points: readonly XY[]): void {
  let on = true;
  let left = DASH;
  for (let i = 1; i < points.length; i++) {
    let a = points[i - 1];
    const b = points[i];
    let length = Math.hypot(b.x - a.x, b.y - a.y);
    if (on) g.moveTo(a.x, a.y);
    while (length > 0) {
      const step = Math.min(left, length);
      const t = step / length;
      const next = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      if (on) g.lineTo(next.x, next.y);
      a = next;
      length -= step;
      left -= step;
      if (left <= 0) {
        on = !on;
        left = on ? DASH : GAP;
        if (on) g.moveTo(a.x, a.y);
      }
    }
  }
}
