import type { GpuCanvas } from '../gpu-canvas.js';
import { visibleRect } from '../view-transform.js';
import { domBodyIds } from './dom-bodies.js';

/**
 * Which nodes have a DOM body now, kept up with the view and the accessible layer (a body lives in
 * its node's accessible element): recomputed at most once a frame, published only when it changes.
 */
export class DomBodySet {
  #ids: ReadonlySet<string> = new Set();
  #listeners = new Set<() => void>();
  #frame = 0;
  #stop: Array<() => void> = [];

  constructor(private readonly canvas: GpuCanvas) {
    const later = () => {
      if (this.#frame) return;
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        this.#update();
      });
    };
    this.#stop.push(canvas.onView(later), canvas.subscribeAccessible(later), canvas.onScene(later));
    this.#update();
  }

  has = (id: string): boolean => this.#ids.has(id);

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  destroy(): void {
    cancelAnimationFrame(this.#frame);
    for (const stop of this.#stop) stop();
  }

  #update(): void {
    const view = this.canvas.view();
    const next = domBodyIds(this.canvas.accessibleNodes(), visibleRect(view, this.canvas.size()), view.zoom);
    if (next.length === this.#ids.size && next.every((id) => this.#ids.has(id))) return;
    this.#ids = new Set(next);
    for (const listener of [...this.#listeners]) listener();
  }
}
