import type { Connection } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { WireWalk, wiredNeighbours } from './wire-follow.js';

const wire = (
  sourceNode: string,
  targetNode: string,
  targetInputIdentifier: string,
  order = 0,
): Connection => ({
  sourceNode,
  sourceOutputIdentifier: 'result',
  targetNode,
  targetInputIdentifier,
  order,
});

// a and b into plus.numbers (b first by order), c into plus.scale; plus feeds x and y
const wires = [
  wire('c', 'plus', 'scale'),
  wire('a', 'plus', 'numbers', 1),
  wire('b', 'plus', 'numbers', 0),
  wire('plus', 'x', 'data'),
  wire('plus', 'y', 'data'),
  wire('a', 'plus', 'numbers', 2),
];
const sockets = { inputs: ['numbers', 'scale'], outputs: ['result'] };

describe('wiredNeighbours', () => {
  it('lists sources by input socket order then wire order, each once', () => {
    expect(wiredNeighbours('plus', wires, sockets, 'up')).toEqual(['b', 'a', 'c']);
  });

  it('lists the nodes an output feeds', () => {
    expect(wiredNeighbours('plus', wires, sockets, 'down')).toEqual(['x', 'y']);
    expect(wiredNeighbours('x', wires, sockets, 'down')).toEqual([]);
  });
});

describe('WireWalk', () => {
  const neighbours = (direction: 'up' | 'down') => (id: string) =>
    wiredNeighbours(id, wires, { inputs: ['numbers', 'scale', 'data'], outputs: ['result'] }, direction);

  it('cycles through the origin’s neighbours on repeated presses', () => {
    const walk = new WireWalk();
    expect(walk.next('plus', 'up', neighbours('up'))).toBe('b');
    expect(walk.next('b', 'up', neighbours('up'))).toBe('a');
    expect(walk.next('a', 'up', neighbours('up'))).toBe('c');
    expect(walk.next('c', 'up', neighbours('up'))).toBe('b');
  });

  it('starts from the focused node after a reset, another direction or a move elsewhere', () => {
    const walk = new WireWalk();
    expect(walk.next('x', 'up', neighbours('up'))).toBe('plus');
    walk.reset();
    expect(walk.next('plus', 'up', neighbours('up'))).toBe('b');
    expect(walk.next('b', 'down', neighbours('down'))).toBe('plus');
    // focus moved to y by another key: y is not where the walk left off
    expect(walk.next('y', 'up', neighbours('up'))).toBe('plus');
    expect(walk.next('plus', 'down', neighbours('down'))).toBe('x');
    expect(walk.next('x', 'down', neighbours('down'))).toBe('y');
  });

  it('goes nowhere from a node without wires that way', () => {
    expect(new WireWalk().next('a', 'up', neighbours('up'))).toBeUndefined();
  });
});
