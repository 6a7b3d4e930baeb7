import type { Rect } from '../canvas/overview-geometry.js';

/** What the grid indexes: a rectangle in flow coordinates with an id; later items paint on top. */
export interface GridItem extends Rect {
  id: string;
}

const DEFAULT_CELL = 512;

/**
 * A uniform-grid spatial index over node rectangles (flow coordinates): each item is listed in
 * every cell it overlaps, so a point or rectangle query looks at a few cells instead of every
 * node. Built once per change of the node list; queries run per pointer event and per frame.
 */
export class NodeGrid<T extends GridItem> {
  readonly #cell: number;
  readonly #cells = new Map<number, number[]>();
  readonly #items: readonly T[];
  /** per item, the number of the last query that listed it: dedupes items spanning cells without a Set */
  readonly #seen: Uint32Array;
  #queries = 0;

  /** `items` in paint order (the last one is on top). */
  constructor(items: readonly T[], cell = DEFAULT_CELL) {
    if (!(cell > 0)) throw new Error(`NodeGrid: cell size must be positive, got ${cell}`);
    this.#cell = cell;
    this.#items = items;
    this.#seen = new Uint32Array(items.length);
    for (const [index, item] of items.entries()) {
      this.#forCells(item, (key) => {
        const bucket = this.#cells.get(key);
        if (bucket) bucket.push(index);
        else this.#cells.set(key, [index]);
      });
    }
  }

  get size(): number {
    return this.#items.length;
  }

  /** The topmost item whose rectangle holds the point, if any. */
  hit(x: number, y: number): T | undefined {
    const bucket = this.#cells.get(this.#key(Math.floor(x / this.#cell), Math.floor(y / this.#cell)));
    if (!bucket) return undefined;
    for (let i = bucket.length - 1; i >= 0; i--) {
      const item = this.#items[bucket[i]];
      if (x >= item.x && x <= item.x + item.width && y >= item.y && y <= item.y + item.height) return item;
    }
    return undefined;
  }

  /** Every item touching the rectangle (partial overlap counts), in paint order. */
  query(rect: Rect): T[] {
    const query = ++this.#queries;
    const found: number[] = [];
    this.#forCells(rect, (key) => {
      const bucket = this.#cells.get(key);
      if (!bucket) return;
      for (const index of bucket) {
        if (this.#seen[index] === query) continue;
        this.#seen[index] = query;
        if (overlaps(this.#items[index], rect)) found.push(index);
      }
    });
    const order = Int32Array.from(found).sort();
    const result: T[] = new Array(order.length);
    for (let i = 0; i < order.length; i++) result[i] = this.#items[order[i]];
    return result;
  }

  /**
   * How many items touch the rectangle, each once, counting no further than `limit`: the answer is
   * exact up to `limit` and `limit + 1` beyond it, so a view of thousands costs no more than one of
   * `limit` (the detail level asks this on every viewport change while panning).
   */
  countIn(rect: Rect, limit: number): number {
    let count = 0;
    const counted = (item: T) => overlaps(item, rect) && ++count > limit;
    // a rectangle over more cells than there are items (far out, or a sparse level): each item once
    if (this.#cellCount(rect) > this.#items.length) {
      this.#items.some(counted);
      return count;
    }
    const query = ++this.#queries;
    this.#forCells(rect, (key) =>
      this.#cells.get(key)?.some((index) => {
        if (this.#seen[index] === query) return false;
        this.#seen[index] = query;
        return counted(this.#items[index]);
      }),
    );
    return count;
  }

  /** The cells the rectangle covers, by index. */
  #cellRange(rect: Rect): { x0: number; y0: number; x1: number; y1: number } {
    return {
      x0: Math.floor(rect.x / this.#cell),
      y0: Math.floor(rect.y / this.#cell),
      x1: Math.floor((rect.x + rect.width) / this.#cell),
      y1: Math.floor((rect.y + rect.height) / this.#cell),
    };
  }

  #cellCount(rect: Rect): number {
    const { x0, y0, x1, y1 } = this.#cellRange(rect);
    return (x1 - x0 + 1) * (y1 - y0 + 1);
  }

  /** Visits the cells the rectangle covers; stops when `visit` returns true. */
  #forCells(rect: Rect, visit: (key: number) => unknown): void {
    const { x0, y0, x1, y1 } = this.#cellRange(rect);
    for (let cx = x0; cx <= x1; cx++)
      for (let cy = y0; cy <= y1; cy++) if (visit(this.#key(cx, cy)) === true) return;
  }

  /** One number per cell, unique within ±2^20 cells of the origin (string keys cost more than the lookup). */
  #key(cx: number, cy: number): number {
    return cx * 0x200000 + cy;
  }
}

function overlaps(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && a.x + a.width >= b.x && a.y <= b.y + b.height && a.y + a.height >= b.y;
}
