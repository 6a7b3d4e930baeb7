import type { Rect } from '../canvas/overview-geometry.js';

/** An indexed rectangle (flow units); `order` is its paint order: a higher one is drawn on top. */
export interface IndexedRect extends Rect {
  id: string;
  order: number;
}

/** Cells of 512 flow units: a plate spans one or two, a view at 100% a few dozen. */
const DEFAULT_CELL = 512;

/**
 * A uniform grid of buckets over rectangles in flow coordinates that changes one item at a time:
 * a moved node leaves its old cells and enters its new ones, and nothing else is touched. The GPU
 * canvas culls and hit-tests with it (nodes in one index, wires by their bounds in another).
 */
export class SpatialIndex<T extends IndexedRect = IndexedRect> {
  readonly #cell: number;
  readonly #cells = new Map<number, Set<T>>();
  readonly #items = new Map<string, T>();

  constructor(cell = DEFAULT_CELL) {
    if (!(cell > 0)) throw new Error(`SpatialIndex: cell size must be positive, got ${cell}`);
    this.#cell = cell;
  }

  get size(): number {
    return this.#items.size;
  }

  get(id: string): T | undefined {
    return this.#items.get(id);
  }

  /** Adds the item, or moves it when one with its id is indexed already. */
  set(item: T): void {
    this.delete(item.id);
    this.#items.set(item.id, item);
    this.#forCells(item, (key) => {
      const bucket = this.#cells.get(key);
      if (bucket) bucket.add(item);
      else this.#cells.set(key, new Set([item]));
    });
  }

  delete(id: string): void {
    const item = this.#items.get(id);
    if (!item) return;
    this.#items.delete(id);
    this.#forCells(item, (key) => {
      const bucket = this.#cells.get(key);
      if (!bucket) return;
      bucket.delete(item);
      if (bucket.size === 0) this.#cells.delete(key);
    });
  }

  /** The topmost item holding the point, if any. */
  hit(x: number, y: number): T | undefined {
    const bucket = this.#cells.get(this.#key(Math.floor(x / this.#cell), Math.floor(y / this.#cell)));
    let top: T | undefined;
    for (const item of bucket ?? []) {
      if (x < item.x || x > item.x + item.width || y < item.y || y > item.y + item.height) continue;
      if (!top || item.order > top.order) top = item;
    }
    return top;
  }

  /** Every item touching the rectangle (partial overlap counts), in paint order. */
  query(rect: Rect): T[] {
    const found = new Set<T>();
    this.#visit(rect, (item) => {
      if (overlaps(item, rect)) found.add(item);
      return false;
    });
    return [...found].sort((a, b) => a.order - b.order);
  }

  /** How many items touch the rectangle, counted no further than `limit + 1`. */
  countIn(rect: Rect, limit: number): number {
    const counted = new Set<T>();
    this.#visit(rect, (item) => {
      if (overlaps(item, rect)) counted.add(item);
      return counted.size > limit;
    });
    return counted.size;
  }

  /** Visits the items of the cells `rect` covers (an item may come more than once); stops on true. */
  #visit(rect: Rect, visit: (item: T) => boolean): void {
    const x0 = Math.floor(rect.x / this.#cell);
    const y0 = Math.floor(rect.y / this.#cell);
    const x1 = Math.floor((rect.x + rect.width) / this.#cell);
    const y1 = Math.floor((rect.y + rect.height) / this.#cell);
    // a rectangle over more cells than there are buckets (far out): walk the buckets instead
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > this.#cells.size) {
      for (const item of this.#items.values()) if (visit(item)) return;
      return;
    }
    for (let cx = x0; cx <= x1; cx++)
      for (let cy = y0; cy <= y1; cy++)
        for (const item of this.#cells.get(this.#key(cx, cy)) ?? []) if (visit(item)) return;
  }

  #forCells(rect: Rect, visit: (key: number) => void): void {
    const x0 = Math.floor(rect.x / this.#cell);
    const y0 = Math.floor(rect.y / this.#cell);
    const x1 = Math.floor((rect.x + rect.width) / this.#cell);
    const y1 = Math.floor((rect.y + rect.height) / this.#cell);
    for (let cx = x0; cx <= x1; cx++) for (let cy = y0; cy <= y1; cy++) visit(this.#key(cx, cy));
  }

  /** One number per cell, unique within ±2^20 cells of the origin. */
  #key(cx: number, cy: number): number {
    return cx * 0x200000 + cy;
  }
}

export function overlaps(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && a.x + a.width >= b.x && a.y <= b.y + b.height && a.y + a.height >= b.y;
}
