import { describe, expect, it } from 'vitest';
import type { GraphEvent } from '../events/index.js';
import { seededRandom } from '../model/index.js';
import type { ChangeBatch } from './change-batch.js';
import { Project } from './project.js';
import { testProject, testRegistry } from './test-registry.js';

function listen(project: Project) {
  const batches: ChangeBatch[] = [];
  const stop = project.onChange((batch) => batches.push(batch));
  return { batches, stop };
}

describe('Project change feed (onChange)', () => {
  it('publishes one batch per dispatch with its events, the changes they made and the source', () => {
    const { project, history, create } = testProject();
    const { batches } = listen(project);
    const id = create('number', 'fex');
    const created = project.graph.getNode(id);
    expect(batches).toHaveLength(1);
    expect(batches[0].source).toBe('user');
    expect(batches[0].events.map((e) => e.eventType)).toEqual(['nodeCreated']);
    expect(batches[0].changes).toEqual([{ type: 'nodeAdded', node: created }]);
    history.dispatch([
      { eventType: 'nodeRenamed', nodeId: id, name: 'first' },
      { eventType: 'nodeRenamed', nodeId: id, name: 'second' },
    ]);
    // two renames in one batch collapse into one update from the first before to the last after
    expect(batches).toHaveLength(2);
    expect(batches[1].events).toHaveLength(2);
    expect(batches[1].changes).toEqual([
      { type: 'nodeUpdated', before: created, after: project.graph.getNode(id) },
    ]);
    expect(project.graph.getNode(id)?.name).toBe('second');
  });

  it('publishes a delete with its wires removed before the node', () => {
    const { project, history, create } = testProject();
    const a = create('number', 'fex');
    const b = create('box', 'fex');
    history.dispatch([
      {
        eventType: 'connectionCreated',
        connection: {
          sourceNode: a,
          sourceOutputIdentifier: 'value',
          targetNode: b,
          targetInputIdentifier: 'in',
          order: 0,
        },
      },
    ]);
    const { batches } = listen(project);
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: a }]);
    expect(batches.at(-1)?.changes.map((c) => c.type)).toEqual(['connectionRemoved', 'nodeRemoved']);
    history.undo();
    expect(batches.at(-1)?.source).toBe('undo');
    expect(batches.at(-1)?.changes.map((c) => c.type)).toEqual(['nodeAdded', 'connectionAdded']);
  });

  it('publishes nothing for a rolled-back dispatch, and leaves the graph as it was', () => {
    const { project, history } = testProject();
    const before = project.graph.toGraph();
    const { batches } = listen(project);
    expect(() =>
      history.dispatch([
        { eventType: 'nodeCreated', nodeId: 'node_ok', definitionName: 'number', parentId: 'fex' },
        { eventType: 'nodeRenamed', nodeId: 'node_missing', name: 'x' },
      ]),
    ).toThrow('Node not found: node_missing');
    expect(batches).toEqual([]);
    expect(project.graph.toGraph()).toEqual(before);
    // the next batch carries only its own changes, none of the rolled-back ones
    history.dispatch([{ eventType: 'commentChanged', nodeId: 'fex', comment: 'hi' }]);
    expect(batches.map((b) => b.changes.map((c) => c.type))).toEqual([['nodeUpdated']]);
  });

  it('publishes remote batches with their source, skips a batch where nothing applied, and stops on unsubscribe', () => {
    const { project } = testProject();
    const { batches, stop } = listen(project);
    const comment = (nodeId: string): GraphEvent =>
      project.stamp({ eventType: 'commentChanged', nodeId, comment: 'remote' });
    project.apply([comment('node_missing')], 'remote');
    expect(batches).toEqual([]);
    project.apply([comment('fex')], 'remote');
    expect(batches.map((b) => [b.source, b.changes.length])).toEqual([['remote', 1]]);
    stop();
    project.apply([comment('hex')], 'remote');
    expect(batches).toHaveLength(1);
  });

  it("publishes init's replay as 'replay' batches whose changes build the initial graph", () => {
    const project = new Project({ registry: testRegistry(), random: seededRandom(1) });
    const { batches } = listen(project);
    project.init();
    expect(batches.length).toBeGreaterThan(0);
    expect(batches.every((b) => b.source === 'replay')).toBe(true);
    const added = batches.flatMap((b) => b.changes).map((c) => (c.type === 'nodeAdded' ? c.node.id : c.type));
    expect(added).toEqual(['hex', 'tex', 'fex']);
  });
});

describe('Project.graph (read-only view)', () => {
  it('reads the live graph and offers no write API', () => {
    const { project, create } = testProject();
    const id = create('number', 'fex');
    expect(project.graph.getNode(id)).toBe(project.state.getNode(id));
    expect(project.graph.childrenOf('fex').has(id)).toBe(true);
    expect('setNode' in project.graph).toBe(false);
    expect('removeNode' in project.graph).toBe(false);
    expect(Object.isFrozen(project.graph)).toBe(true);
  });

  it("raises 'ES is not ready' before init", () => {
    expect(() => new Project({ registry: testRegistry() }).graph).toThrow('ES is not ready');
  });
});
