import { describe, expect, it } from 'vitest';
import { type FocusBox, nearestInDirection, nearestToPoint } from './spatial-focus.js';

const box = (id: string, x: number, y: number): FocusBox => ({ id, x, y, width: 100, height: 40 });

//        above
//  left  here  right     far (300 right, 10 down)
//        below  diag (100 right, 100 down)
const here = box('here', 0, 0);
const boxes = [
  here,
  box('above', 0, -150),
  box('below', 0, 150),
  box('left', -200, 0),
  box('right', 200, 0),
  box('far', 500, 10),
  box('diag', 100, 100),
];

describe('nearestInDirection', () => {
  it('moves to the nearest centre in each direction', () => {
    expect(nearestInDirection(here, boxes, 'up')).toBe('above');
    expect(nearestInDirection(here, boxes, 'left')).toBe('left');
    expect(nearestInDirection(here, boxes, 'right')).toBe('right');
  });

  it('weighs sideways distance: straight below beats a nearer node off the axis', () => {
    // diag's centre is 141 away, below's 150, but diag lies 100 sideways
    expect(nearestInDirection(here, boxes, 'down')).toBe('below');
  });

  it('falls back to the half-plane when the cone is empty, and gives nothing past the edge', () => {
    const steep = [here, box('steep', 300, -500)];
    expect(nearestInDirection(here, steep, 'right')).toBe('steep');
    expect(nearestInDirection(here, steep, 'down')).toBeUndefined();
    expect(nearestInDirection(here, [here], 'up')).toBeUndefined();
  });

  it('finds the node nearest the view centre', () => {
    expect(nearestToPoint({ x: 250, y: 20 }, boxes)).toBe('right');
    expect(nearestToPoint({ x: 0, y: 0 }, [])).toBeUndefined();
  });
});
