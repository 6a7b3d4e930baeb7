import { describe, expect, it } from 'vitest';
import { stepPoints, wireCommands } from './wire-geometry.js';

describe('wireCommands', () => {
  const down = { x1: 0, y1: 0, x2: 100, y2: 200 };

  it('a straight wire is one line', () => {
    expect(wireCommands('straight', down)).toEqual([
      { op: 'move', x: 0, y: 0 },
      { op: 'line', x: 100, y: 200 },
    ]);
  });

  it('a bezier leaves the output downwards and enters the input from above', () => {
    const [, curve] = wireCommands('bezier', down);
    expect(curve).toEqual({ op: 'curve', c1x: 0, c1y: 100, c2x: 100, c2y: 100, x: 100, y: 200 });
  });

  it('a step runs down, across at mid height, down', () => {
    expect(stepPoints(down)).toEqual([
      [0, 0],
      [0, 100],
      [100, 100],
      [100, 200],
    ]);
  });

  it('to an input above, a step goes out and around', () => {
    expect(stepPoints({ x1: 0, y1: 100, x2: 200, y2: 0 })).toHaveLength(6);
  });

  it('rounded corners are arcs of at most 10, step corners are sharp', () => {
    const rounded = wireCommands('rounded', down).filter((c) => c.op === 'arc');
    expect(rounded).toHaveLength(2);
    expect(rounded.every((c) => c.op === 'arc' && c.radius === 10)).toBe(true);
    expect(wireCommands('step', down).some((c) => c.op === 'arc')).toBe(false);
  });
});
