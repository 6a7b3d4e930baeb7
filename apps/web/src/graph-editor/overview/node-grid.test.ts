import { describe, expect, it } from 'vitest';
import { NodeGrid } from './node-grid.js';

const rect = (id: string, x: number, y: number, width = 160, height = 50) => ({ id, x, y, width, height });

describe('NodeGrid', () => {
  it('finds the node under a point, the topmost (last) one where nodes overlap', () => {
    const grid = new NodeGrid(
      [rect('tray', 0, 0, 400, 400), rect('plate', 100, 100), rect('far', 5000, 5000)],
      256,
    );
    expect(grid.hit(120, 120)?.id).toBe('plate');
    expect(grid.hit(20, 380)?.id).toBe('tray');
    expect(grid.hit(5100, 5020)?.id).toBe('far');
    expect(grid.hit(1000, 1000)).toBeUndefined();
    expect(grid.hit(-10, -10)).toBeUndefined();
  });

  it('finds a node spanning several cells from any of them', () => {
    const grid = new NodeGrid([rect('wide', 0, 0, 1000, 20)], 100);
    expect(grid.hit(950, 10)?.id).toBe('wide');
    expect(grid.query({ x: 900, y: 0, width: 10, height: 10 }).map((i) => i.id)).toEqual(['wide']);
  });

  it('returns every node a rectangle touches, once each, in paint order', () => {
    const items = [rect('a', 0, 0), rect('b', 300, 0), rect('c', 600, 600), rect('d', -400, 0)];
    const grid = new NodeGrid(items, 128);
    const found = grid.query({ x: 150, y: 20, width: 200, height: 10 }).map((i) => i.id);
    // a touches the band at its right edge (partial overlap counts), b is inside, c and d are out
    expect(found).toEqual(['a', 'b']);
    expect(grid.query({ x: -1000, y: -1000, width: 3000, height: 3000 }).map((i) => i.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('estimates how many nodes a view holds without undercounting', () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      rect(`n${i}`, (i % 10) * 220, Math.floor(i / 10) * 100),
    );
    const grid = new NodeGrid(items, 512);
    const all = { x: -10, y: -10, width: 2400, height: 1100 };
    expect(grid.estimateIn(all)).toBeGreaterThanOrEqual(100);
    const corner = { x: 0, y: 0, width: 300, height: 150 };
    expect(grid.estimateIn(corner)).toBeGreaterThanOrEqual(grid.query(corner).length);
    expect(grid.estimateIn({ x: 10_000, y: 10_000, width: 100, height: 100 })).toBe(0);
  });

  it('refuses a cell size that is not positive', () => {
    expect(() => new NodeGrid([], 0)).toThrow('NodeGrid: cell size must be positive, got 0');
  });
});
