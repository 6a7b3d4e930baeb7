import type { GraphNode } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { hasParameterTargets, parameterTargets } from './param-targets.js';

const node = (id: string, param = false) => ({ id, flags: param ? { param: true } : {} }) as GraphNode;

function editorWith(nodes: GraphNode[], selected: string[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return {
    selection: { ids: () => new Set(selected) },
    view: { levelNodeIds: () => nodes.map((n) => n.id) },
    nodes: { get: (id: string) => byId.get(id) },
  };
}

describe('parameterTargets (the param flag)', () => {
  it('shows the selection when there is one, flagged nodes or not', () => {
    const editor = editorWith([node('a', true), node('b')], ['b']);
    expect(parameterTargets(editor)).toEqual({ ids: ['b'], pinned: false });
  });
  it("pins the level's param-flagged nodes when nothing is selected", () => {
    const editor = editorWith([node('a', true), node('b'), node('c', true)], []);
    expect(parameterTargets(editor)).toEqual({ ids: ['a', 'c'], pinned: true });
  });
  it('shows nothing when nothing is selected or flagged', () => {
    expect(parameterTargets(editorWith([node('a')], []))).toEqual({ ids: [], pinned: false });
  });
});

describe('hasParameterTargets', () => {
  it('agrees with parameterTargets: a selection, else a flagged node of the level', () => {
    const cases = [
      editorWith([node('a', true), node('b')], ['b']),
      editorWith([node('a'), node('b', true)], []),
      editorWith([node('a'), node('b')], []),
      editorWith([], []),
    ];
    expect(cases.map(hasParameterTargets)).toEqual([true, true, false, false]);
    expect(cases.map((editor) => parameterTargets(editor).ids.length > 0)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
