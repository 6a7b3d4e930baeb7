import { Graphics } from './gl/index.js';
import type { SceneWire } from './scene-model.js';
import type { CanvasTheme } from './theme.js';
import { type WireCommand, wireCommands } from './wire-geometry.js';

/** The DOM wire's stroke (graph-canvas.css .gc-wire): 2 wide, its data type's hue at 85%. */
const WIDTH = 2;
const ALPHA = 0.85;

/**
 * The line type of wires between plates far out (the plain detail): straight and one device pixel
 * wide at any zoom — a 2-unit stroke there is under a pixel, and without anti-aliasing it broke
 * into dashes.
 */
export const PIXEL_STRAIGHT = 'pixel-straight';

/** One wire drawn in detail, in its line type; rebuilt only when its ends or its type change. */
export class WireDisplay {
  readonly graphics = new Graphics();
  #drawn: { wire: SceneWire; type: string } | null = null;

  /** the line type it was last drawn in (null before the first update) */
  get type(): string | null {
    return this.#drawn?.type ?? null;
  }

  update(wire: SceneWire, lineType: string, theme: CanvasTheme): void {
    const last = this.#drawn;
    if (last && last.wire === wire && last.type === lineType) return;
    this.#drawn = { wire, type: lineType };
    const g = this.graphics.clear();
    if (lineType === PIXEL_STRAIGHT) {
      traceWire(g, wireCommands('straight', wire)).stroke({
        ...theme.dataType(wire.dataType),
        alpha: ALPHA,
        pixelLine: true,
      });
      return;
    }
    traceWire(g, wireCommands(lineType, wire)).stroke({
      width: WIDTH,
      ...theme.dataType(wire.dataType),
      alpha: ALPHA,
      // butt ends and mitred joins: a 2px wire shows no difference, and a round join at every
      // segment of a curve costs triangles, each ~2 µs a frame on a software GPU
      cap: 'butt',
      join: 'miter',
    });
  }

  destroy(): void {
    this.graphics.destroy();
  }
}

/** Adds a wire's drawing commands to `g`'s path (the caller strokes it). */
export function traceWire(g: Graphics, commands: readonly WireCommand[]): Graphics {
  for (const c of commands) {
    if (c.op === 'curve') g.bezierCurveTo(c.c1x, c.c1y, c.c2x, c.c2y, c.x, c.y);
    else if (c.op === 'arc') g.arcTo(c.x1, c.y1, c.x2, c.y2, c.radius);
    else if (c.op === 'move') g.moveTo(c.x, c.y);
    else g.lineTo(c.x, c.y);
  }
  return g;
}
