import { describe, expect, it } from 'vitest';
import { SpatialIndex } from './spatial-index.js';

const plate = (id: string, x: number, y: number, order = 0) => ({ id, x, y, width: 160, height: 50, order });

describe('SpatialIndex', () => {
  it('hits the topmost item under a point, nothing between items', () => {
    const index = new SpatialIndex();
    index.set(plate('under', 0, 0, 1));
    index.set(plate('over', 100, 20, 2));
    expect(index.hit(120, 30)?.id).toBe('over');
    expect(index.hit(10, 10)?.id).toBe('under');
    expect(index.hit(200, 200)).toBeUndefined();
  });

  it('queries what a rectangle touches, in paint order, each item once across cells', () => {
    const index = new SpatialIndex(100);
    index.set(plate('b', 450, 0, 2));
    index.set(plate('a', 0, 0, 1));
    index.set(plate('far', 5000, 5000, 0));
    expect(index.query({ x: -10, y: -10, width: 500, height: 100 }).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('moves an item out of its old cells when it is set again', () => {
    const index = new SpatialIndex();
    index.set(plate('a', 0, 0));
    index.set(plate('a', 2000, 2000));
    expect(index.hit(10, 10)).toBeUndefined();
    expect(index.hit(2010, 2010)?.id).toBe('a');
    expect(index.size).toBe(1);
  });

  it('forgets a deleted item', () => {
    const index = new SpatialIndex();
    index.set(plate('a', 0, 0));
    index.delete('a');
    expect(index.query({ x: -100, y: -100, width: 1000, height: 1000 })).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('counts items in a rectangle no further than the limit', () => {
    const index = new SpatialIndex();
    for (let i = 0; i < 50; i++) index.set(plate(`n${i}`, i * 200, 0));
    expect(index.countIn({ x: 0, y: 0, width: 1990, height: 100 }, 100)).toBe(10);
    expect(index.countIn({ x: -1e6, y: -1e6, width: 2e6, height: 2e6 }, 5)).toBe(6);
  });
});
