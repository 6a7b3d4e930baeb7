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

  it('counts the nodes a view touches, each once, and stops past the limit', () => {
    const items = Array.from({ length: 100 }, (_, i) =>
      rect(`n${i}`, (i % 10) * 220, Math.floor(i / 10) * 100),
    );
    const grid = new NodeGrid([...items, rect('wide', 0, 60, 1500, 20)], 512);
    const all = { x: -10, y: -10, width: 2400, height: 1100 };
    expect(grid.countIn(all, 1000)).toBe(101);
    // the wide node spans three cells and counts once; corners and edges count what they touch
    for (const view of [
      { x: 0, y: 0, width: 300, height: 150 },
      { x: 500, y: 40, width: 700, height: 300 },
      { x: 1000, y: 900, width: 2000, height: 2000 },
    ])
      expect(grid.countIn(view, 1000)).toBe(grid.query(view).length);
    // past the limit it answers limit + 1, whatever the view holds
    expect(grid.countIn(all, 10)).toBe(11);
    expect(grid.countIn({ x: 10_000, y: 10_000, width: 100, height: 100 }, 10)).toBe(0);
    // a view over more cells than there are nodes counts the nodes themselves
    expect(grid.countIn({ x: -1e6, y: -1e6, width: 2e6, height: 2e6 }, 1000)).toBe(101);
  });

  it('refuses a cell size that is not positive', () => {
    expect(() => new NodeGrid([], 0)).toThrow('NodeGrid: cell size must be positive, got 0');
  });
});
