import type { Graph, GraphNode } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { diffGraphs, diffMarks, diffSize } from './graph-diff.js';

function node(id: string, patch: Partial<GraphNode> = {}): GraphNode {
  return {
    id,
    definitionName: 'plus',
    name: id,
    parentId: 'hex',
    position: { x: 0, y: 0 },
    size: { width: 160, height: 50 },
    color: '#333333',
    comment: '',
    params: { a: { name: 'a', value: 1, expression: '', evalType: 'literal' } },
    customParams: {},
    flags: {},
    ...patch,
  };
}

const wire = (sourceNode: string, targetNode: string) => ({
  id: `${sourceNode}-${targetNode}`,
  sourceNode,
  targetNode,
  sourceOutputIdentifier: 'result',
  targetInputIdentifier: 'a',
  order: 0,
});

describe('graph diff', () => {
  const before: Graph = {
    nodes: [node('one'), node('two'), node('gone')],
    connections: [wire('one', 'two'), wire('gone', 'two')],
  };

  it('is empty between a graph and itself', () => {
    expect(diffSize(diffGraphs(before, structuredClone(before)))).toBe(0);
  });

  it('lists added, removed, moved and renamed nodes, changed params (old → new) and wires', () => {
    const after: Graph = {
      nodes: [
        node('one', { position: { x: 120, y: 40 } }),
        node('two', {
          name: 'sum',
          params: { a: { name: 'a', value: 0, expression: '../one.$a * 2', evalType: 'expression' } },
        }),
        node('new', { definitionName: 'multiply' }),
      ],
      connections: [wire('one', 'two'), wire('one', 'new')],
    };
    const diff = diffGraphs(before, after);
    expect(diff.added.map((n) => [n.id, n.definitionName])).toEqual([['new', 'multiply']]);
    expect(diff.removed.map((n) => n.name)).toEqual(['gone']);
    expect(diff.moved).toMatchObject([{ id: 'one', from: { x: 0, y: 0 }, to: { x: 120, y: 40 } }]);
    expect(diff.renamed).toMatchObject([{ id: 'two', from: 'two', to: 'sum' }]);
    expect(diff.params).toMatchObject([{ id: 'two', param: 'a', before: '1', after: '= ../one.$a * 2' }]);
    expect(diff.wiresAdded.map((w) => w.label)).toEqual(['one.result → new.a']);
    expect(diff.wiresRemoved.map((w) => w.label)).toEqual(['gone.result → sum.a']);
    expect(diffMarks(diff)).toEqual(
      new Map([
        ['one', 'changed'],
        ['two', 'changed'],
        ['new', 'added'],
      ]),
    );
  });

  it('ignores a wire that only changed its order, and sub-pixel moves', () => {
    const after: Graph = {
      nodes: [node('one', { position: { x: 0.2, y: 0 } }), node('two'), node('gone')],
      connections: [{ ...wire('one', 'two'), order: 3 }, wire('gone', 'two')],
    };
    expect(diffSize(diffGraphs(before, after))).toBe(0);
  });

  it('reports custom params added and other fields that changed', () => {
    const after: Graph = {
      ...before,
      nodes: [
        node('one', {
          color: '#ff0000',
          flags: { bypass: true },
          customParams: {
            c1: {
              id: 'c1',
              name: 'speed',
              dataType: 'number',
              value: 2,
              expression: '',
              evalType: 'literal',
            },
          },
        }),
        node('two'),
        node('gone'),
      ],
    };
    const diff = diffGraphs(before, after);
    expect(diff.params).toMatchObject([{ param: 'speed', custom: true, before: undefined, after: '2' }]);
    expect(diff.fields.map((f) => [f.field, f.before, f.after])).toEqual([
      ['color', '#333333', '#ff0000'],
      ['flags', 'none', 'bypass'],
    ]);
  });
});
