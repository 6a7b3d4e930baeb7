import type { SocketBox } from '../model/socket-layout.js';
import type { Detail } from './detail-level.js';
import { GraphicsContext } from './gl/index.js';
import { drawBody } from './looks/body-geometry.js';
import { bodyKey, PLAIN_LOOK } from './looks/node-look.js';
import { circle, roundedRect } from './looks/round-shapes.js';
import { SharedCache } from './looks/shared-cache.js';
import type { SceneNode } from './scene-model.js';
import { type CanvasTheme, cssPaint, type Paint } from './theme.js';

/** Geometries no node shows any more are kept for a while (a pan back reuses them), this many at most. */
const IDLE_GEOMETRIES = 200;

/**
 * Node geometry shared between nodes that look alike: a body (fill, outline, selection ring, status
 * dot) and a socket row are built once per look and drawn by every node with that look, so a
 * thousand plates of one definition cost one geometry, and a changed node rebuilds at most its own.
 */
export class NodeLooks {
  readonly #contexts = new SharedCache<GraphicsContext>((context) => context.destroy(), IDLE_GEOMETRIES);
  readonly #fills = new Map<string, Paint>();

  constructor(readonly theme: CanvasTheme) {}

  /** The body geometry of `node` at `detail`, under a key to `release` when the node no longer shows it. */
  acquireBody(node: SceneNode, detail: Detail): { key: string; context: GraphicsContext } {
    const key = `body|${bodyKey(node, detail)}`;
    const context = this.#contexts.acquire(key, () => {
      const made = new GraphicsContext();
      drawBody(made, node, node.look ?? PLAIN_LOOK, detail, this.theme, this.fill(node.fill));
      return made;
    });
    return { key, context };
  }

  /** A socket row's geometry (none for a node without sockets), under a key to `release`. */
  acquireSockets(sockets: readonly SocketBox[]): { key: string; context: GraphicsContext } | undefined {
    if (sockets.length === 0) return undefined;
    const key = `sockets|${sockets.map((s) => `${s.x},${s.y},${s.width},${s.dataType}`).join(';')}`;
    const context = this.#contexts.acquire(key, () => this.#drawSockets(sockets));
    return { key, context };
  }

  release(key: string): void {
    this.#contexts.release(key);
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
    this.#contexts.clear();
  }

  #drawSockets(sockets: readonly SocketBox[]): GraphicsContext {
    const context = new GraphicsContext();
    for (const s of sockets) {
      const hue = this.theme.dataType(s.dataType);
      if (s.multi) roundedRect(context, s.x + 1, s.y + 1, s.width - 2, s.height - 2, s.height / 2 - 1);
      else circle(context, s.x + s.width / 2, s.y + s.height / 2, s.width / 2 - 1);
      // the ring in the canvas colour that sets a socket off the plate's edge
      context.fill(hue).stroke({ width: 2, ...this.theme.background });
      // a multi-input's slots: a dark 2px line every 16px (.gc-socket--multi's gradient)
      if (s.multi) {
        for (let x = s.x + 14; x + 2 < s.x + s.width - 2; x += 16) context.rect(x, s.y + 2, 2, s.height - 4);
        context.fill({ color: 0, alpha: 0.25 });
      }
    }
    return context;
  }
}
