import { describe, expect, it } from 'vitest';
import { RESIZE_HANDLES, resizedBox } from './resize-geometry.js';

const handle = (name: string) => RESIZE_HANDLES.find((h) => h.name === name)!;
const start = { x: 100, y: 50, width: 200, height: 120 };
const min = { width: 30, height: 30 };

describe('resizedBox', () => {
  it('grows from the bottom-right corner, the top-left corner staying put', () => {
    expect(resizedBox(start, handle('bottom-right'), { x: 40, y: 20 }, min)).toEqual({
      x: 100,
      y: 50,
      width: 240,
      height: 140,
    });
  });

  it('moves the left and top edges with the top-left corner, the right and bottom staying put', () => {
    expect(resizedBox(start, handle('top-left'), { x: 40, y: -10 }, min)).toEqual({
      x: 140,
      y: 40,
      width: 160,
      height: 130,
    });
  });

  it('a side handle changes one dimension alone', () => {
    expect(resizedBox(start, handle('right'), { x: 15, y: 90 }, min)).toEqual({ ...start, width: 215 });
    expect(resizedBox(start, handle('top'), { x: 15, y: 20 }, min)).toEqual({ ...start, y: 70, height: 100 });
  });

  it('never goes below the minimum: a left edge stops short of the right one', () => {
    expect(resizedBox(start, handle('bottom-right'), { x: -500, y: -500 }, min)).toEqual({
      x: 100,
      y: 50,
      width: 30,
      height: 30,
    });
    expect(resizedBox(start, handle('left'), { x: 500, y: 0 }, min)).toEqual({ ...start, x: 270, width: 30 });
  });
});
