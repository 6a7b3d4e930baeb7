import { GraphBuilder } from '@nodeloom/engine/testing';
import { describe, expect, it } from 'vitest';
import { jumpCodeOf, jumpTarget } from './jump-codes.js';

describe('jump codes', () => {
  it('reads 0–9 as a code, -1, absent or out of range as none', () => {
    const g = new GraphBuilder({ defaultParent: 'hex' });
    const codes = [3, -1, 12, '7', undefined].map((jumpCode, i) =>
      g.add('stickyNote', `note${i}`, jumpCode === undefined ? {} : { params: { jumpCode } }),
    );
    expect(codes.map((id) => jumpCodeOf(g.state.getNode(id)!))).toEqual([
      3,
      undefined,
      undefined,
      7,
      undefined,
    ]);
  });

  it('prefers a node of the current level, else finds one anywhere', () => {
    const g = new GraphBuilder({ defaultParent: 'hex' });
    const level = g.add('level', 'inner');
    const deep = g.add('inspector', 'deep', { parent: level, params: { jumpCode: 2 } });
    const top = g.add('stickyNote', 'top', { params: { jumpCode: 2 } });
    const only = g.add('inspector', 'only', { parent: level, params: { jumpCode: 5 } });
    expect(jumpTarget(g.state, 'hex', 2)?.id).toBe(top);
    expect(jumpTarget(g.state, level, 2)?.id).toBe(deep);
    expect(jumpTarget(g.state, 'hex', 5)?.id).toBe(only);
    expect(jumpTarget(g.state, 'hex', 9)).toBeUndefined();
  });
});
