import type { CanvasSource } from '../editor-source.js';
import type { GpuCanvas } from '../gpu-canvas.js';

/**
 * At most this many socket elements for the nodes nearest the view's centre (8 plus nodes): the
 * accessible layer holds two elements for each of its 120 nodes, and the graph editor's DOM must
 * stay under 300 (canvas-budget.spec: 278 at 60% with 10,000 nodes; 302 with 40 sockets).
 */
export const SOCKET_ELEMENT_BUDGET = 16;

/**
 * Which accessible nodes carry socket elements: the nearest the view's centre (the accessible
 * layer's order) while the budget lasts, the node under the pointer and the keyboard's node. The
 * drawing and the wire gestures do not need them (sockets are drawn and hit-tested on the scene);
 * they name the sockets for assistive technology and tests, and show the socket's tip on hover.
 */
export class SocketElements {
  #nearest: ReadonlySet<string> = new Set();
  #pointer: string | undefined;
  #listeners = new Set<() => void>();
  #stop: () => void;

  constructor(private readonly canvas: GpuCanvas) {
    const stopAccessible = canvas.subscribeAccessible(() => this.#takeNearest());
    const stopFocus = canvas.source.subscribeFocus(() => this.#changed());
    this.#stop = () => {
      stopAccessible();
      stopFocus();
    };
    this.#takeNearest();
  }

  shows(nodeId: string): boolean {
    return nodeId === this.#pointer || this.#nearest.has(nodeId) || nodeId === this.canvas.source.focused();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The node the pointer is over (none: it left the nodes). */
  pointerOver(nodeId: string | undefined): void {
    if (nodeId === this.#pointer) return;
    this.#pointer = nodeId;
    this.#changed();
  }

  destroy(): void {
    this.#stop();
    this.#listeners.clear();
  }

  #takeNearest(): void {
    const nearest = new Set<string>();
    let left = SOCKET_ELEMENT_BUDGET;
    for (const node of this.canvas.accessibleNodes()) {
      if (node.sockets.length > left) break;
      left -= node.sockets.length;
      nearest.add(node.id);
    }
    this.#nearest = nearest;
    this.#changed();
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}

const bySource = new WeakMap<CanvasSource, SocketElements>();

/** The socket elements of the canvas reading `source` (the accessible layer's nodes know their source). */
export function socketElementsOf(source: CanvasSource): SocketElements | undefined {
  return bySource.get(source);
}

export function registerSocketElements(source: CanvasSource, elements: SocketElements | null): void {
  if (elements) bySource.set(source, elements);
  else bySource.delete(source);
}
