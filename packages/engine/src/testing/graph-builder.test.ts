import { describe, expect, it } from 'vitest';
import { seededRandom } from '../model/index.js';
import { testRegistry } from '../project/test-registry.js';
import { GraphBuilder } from './graph-builder.js';

describe('GraphBuilder (@nodeloom/engine/testing)', () => {
  function sample() {
    const graph = new GraphBuilder();
    const level = graph.add('level', 'page');
    const n = graph.add('number', 'n', { parent: level, params: { value: 2 } });
    const box = graph.add('box', 'box', { parent: level, params: { width: { expression: 'n.$value' } } });
    graph.wire(n, 'value', box, 'in');
    return { graph, level, n, box };
  }

  it('states nodes by definition under a parent with params or expressions, and wires', () => {
    const { graph, level, n, box } = sample();
    expect(graph.state.getNode(n)).toMatchObject({
      id: 'node_n_1',
      definitionName: 'number',
      parentId: level,
      params: { value: { name: 'value', value: 2, expression: '', evalType: 'literal' } },
    });
    expect(graph.state.getNode(box)!.params.width).toEqual({
      name: 'width',
      value: undefined,
      expression: 'n.$value',
      evalType: 'expression',
    });
    const { nodes, connections } = graph.toGraph();
    expect(nodes.map((node) => node.id)).toEqual(['hex', 'tex', 'fex', level, n, box]);
    expect(connections).toEqual([
      expect.objectContaining({
        sourceNode: n,
        sourceOutputIdentifier: 'value',
        targetNode: box,
        targetInputIdentifier: 'in',
      }),
    ]);
    expect(graph.take().map((change) => change.type)).toEqual([
      'nodeAdded',
      'nodeAdded',
      'nodeAdded',
      'connectionAdded',
    ]);
    expect(graph.take()).toEqual([]);
  });

  it('loads into a Project through the engine rules, giving the same graph', () => {
    const { graph } = sample();
    const project = graph.toProject({ registry: testRegistry(), random: seededRandom(1) });
    expect(project.warnings).toEqual([]);
    const byId = <T extends { id: string }>(items: T[]) =>
      [...items].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(project.state.toGraph().nodes)).toEqual(byId(graph.toGraph().nodes));
    expect(byId(project.state.toGraph().connections)).toEqual(byId(graph.toGraph().connections));
  });
});
