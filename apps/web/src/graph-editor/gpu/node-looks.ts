import { GraphicsContext } from 'pixi.js';
import type { SocketBox } from '../model/socket-layout.js';
import type { Detail } from './detail-level.js';
import type { SceneNode } from './scene-model.js';
import { type CanvasTheme, cssPaint, type Paint } from './theme.js';

/** The DOM plate's corner radius and ring widths (graph-canvas.css .gc-node, .gc-selected). */
const RADIUS = 8;
const VIEWER_HEADER = 34;
const STATUS_DOT = 4;
const SHADOW = { color: 0x000000, alpha: 0.35 };

/**
 * Node geometry shared between nodes that look alike: a body (fill, outline, selection ring, status
 * dot) and a socket row are built once per look and drawn by every node with that look, so a
 * thousand plates of one definition cost one geometry, and a changed node rebuilds at most its own.
 */
export class NodeLooks {
  readonly #bodies = new Map<string, GraphicsContext>();
  readonly #sockets = new Map<string, GraphicsContext>();
  readonly #fills = new Map<string, Paint>();

  constructor(readonly theme: CanvasTheme) {}

  body(node: SceneNode, detail: Detail): GraphicsContext {
    const status = detail === 'full' ? node.status : '';
    const key = `${node.kind}|${node.width}|${node.height}|${node.fill}|${node.selected}|${status}|${detail}`;
    let context = this.#bodies.get(key);
    if (!context) {
      context = this.#drawBody(node, detail, status);
      this.#bodies.set(key, context);
    }
    return context;
  }

  sockets(sockets: readonly SocketBox[]): GraphicsContext | undefined {
    if (sockets.length === 0) return undefined;
    const key = sockets.map((s) => `${s.x},${s.y},${s.width},${s.dataType}`).join(';');
    let context = this.#sockets.get(key);
    if (!context) {
      context = new GraphicsContext();
      for (const s of sockets) {
        const hue = this.theme.dataType(s.dataType);
        if (s.multi) context.roundRect(s.x + 1, s.y + 1, s.width - 2, s.height - 2, s.height / 2 - 1);
        else context.circle(s.x + s.width / 2, s.y + s.height / 2, s.width / 2 - 1);
        // the ring in the canvas colour that sets a socket off the plate's edge
        context.fill(hue).stroke({ width: 2, ...this.theme.background });
      }
      this.#sockets.set(key, context);
    }
    return context;
  }

  fill(css: string): Paint {
    let paint = this.#fills.get(css);
    if (!paint) {
      paint = cssPaint(css);
      this.#fills.set(css, paint);
    }
    return paint;
  }

  destroy(): void {
    for (const context of [...this.#bodies.values(), ...this.#sockets.values()]) context.destroy();
    this.#bodies.clear();
    this.#sockets.clear();
  }

  #drawBody(node: SceneNode, detail: Detail, status: string): GraphicsContext {
    const { width: w, height: h, kind } = node;
    const fill = this.fill(node.fill);
    const accent = this.theme.accent;
    const c = new GraphicsContext();
    if (kind === 'dot') {
      c.circle(w / 2, h / 2, w / 2)
        .fill(fill)
        .stroke({ width: 1, ...SHADOW, alignment: 0 });
      c.circle(w / 2, h / 2, w * 0.2).fill({ color: 0xffffff, alpha: 0.55 });
      if (node.selected) c.circle(w / 2, h / 2, w / 2 + 1).stroke({ width: 2, ...accent, alignment: 0 });
      return c;
    }
    if (kind === 'tray') {
      c.rect(0, 0, w, h).fill({ color: fill.color, alpha: fill.alpha * 0.35 });
      c.rect(0, 0, w, h).stroke({ width: 1, color: 0xffffff, alpha: 0.22, alignment: 1 });
      if (node.selected) c.rect(0, 0, w, h).stroke({ width: 2, ...accent, alignment: 0 });
      return c;
    }
    if (node.selected && kind !== 'stickyNote') {
      c.roundRect(-2, -2, w + 4, h + 4, RADIUS + 2).stroke({
        width: 3,
        ...accent,
        alpha: 0.28,
        alignment: 0,
      });
    }
    c.roundRect(0, 0, w, h, RADIUS)
      .fill(fill)
      .stroke({ width: 1, ...SHADOW, alignment: 0 });
    if (kind === 'viewer' && detail === 'full' && h > VIEWER_HEADER + 10) {
      c.roundRect(6, VIEWER_HEADER, w - 12, h - VIEWER_HEADER - 10, 6)
        .fill({ color: 0x111217 })
        .stroke({ width: 1, color: 0xffffff, alpha: 0.1, alignment: 1 });
    }
    if (node.selected) c.roundRect(0, 0, w, h, RADIUS).stroke({ width: 2, ...accent, alignment: 0 });
    if (status) {
      const x = w - 10 - STATUS_DOT;
      const y = kind === 'viewer' ? VIEWER_HEADER / 2 : h / 2;
      c.circle(x, y, STATUS_DOT)
        .fill(this.#statusPaint(status))
        .stroke({ width: 1.5, color: 0, alpha: 0.3, alignment: 0 });
    }
    return c;
  }

  #statusPaint(status: string): Paint {
    if (status === 'clean') return this.theme.ok;
    if (status === 'dirty') return this.theme.warning;
    if (status === 'error') return this.theme.danger;
    return { color: 0xffffff, alpha: 0.35 };
  }
}
