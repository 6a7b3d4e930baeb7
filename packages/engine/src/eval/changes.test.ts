import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../model/index.js';
import { changesEvaluation, changesStructure } from './changes.js';

const node = {
  id: 'node_a',
  name: 'a',
  definitionName: 'number',
  position: { x: 0, y: 0 },
} as unknown as GraphNode;

describe('change classification', () => {
  it('a move changes neither evaluation nor structure', () => {
    const moved = { ...node, position: { x: 20, y: 0 } };
    const changes = [{ type: 'nodeUpdated' as const, before: node, after: moved }];
    expect(changesEvaluation(changes)).toBe(false);
    expect(changesStructure(changes)).toBe(false);
  });
  it('a rename changes evaluation but not structure', () => {
    const changes = [{ type: 'nodeUpdated' as const, before: node, after: { ...node, name: 'b' } }];
    expect(changesEvaluation(changes)).toBe(true);
    expect(changesStructure(changes)).toBe(false);
  });
  it('a node that leaves its level, or comes or goes, changes both', () => {
    const reparented = [
      { type: 'nodeUpdated' as const, before: node, after: { ...node, parentId: 'node_l' } },
    ];
    expect(changesStructure(reparented)).toBe(true);
    expect(changesEvaluation(reparented)).toBe(true);
    expect(changesStructure([{ type: 'nodeAdded', node }])).toBe(true);
    expect(changesEvaluation([{ type: 'nodeRemoved', node }])).toBe(true);
  });
});
