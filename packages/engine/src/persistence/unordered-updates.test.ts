import { describe, expect, it } from 'vitest';
import { testProject } from '../project/test-registry.js';
import { applyUnorderedUpdates, takeUnorderedUpdates, unorderedUpdateSchema } from './unordered-updates.js';

describe('unorderedUpdates (spec 2 §7 project graph update)', () => {
  it('saves what changed, deletes what went, and forgets what came and went between two flushes', () => {
    const { project, create, history, state } = testProject();
    takeUnorderedUpdates(state, project.tracker);
    const a = create('number', 'fex');
    const add = create('add', 'fex');
    history.dispatch([
      {
        eventType: 'connectionCreated',
        connection: {
          sourceNode: a,
          sourceOutputIdentifier: 'value',
          targetNode: add,
          targetInputIdentifier: 'a',
          order: 0,
        },
      },
    ]);
    const temp = create('number', 'fex');
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: temp }]);
    const first = takeUnorderedUpdates(state, project.tracker);
    expect(first.map((u) => u.type).sort()).toEqual(['saveConnection', 'saveNode', 'saveNode']);
    for (const u of first) expect(unorderedUpdateSchema.safeParse(u).success).toBe(true);

    const wire = [...state.connections()][0];
    history.dispatch([{ eventType: 'nodeDeleted', nodeId: a }]);
    const second = takeUnorderedUpdates(state, project.tracker);
    expect(second).toEqual(
      expect.arrayContaining([
        { type: 'deleteNode', nodeId: a },
        { type: 'deleteConnection', connection: wire },
      ]),
    );
    expect(takeUnorderedUpdates(state, project.tracker)).toEqual([]);
  });

  it('rebuilds the current graph from the saved one', () => {
    const { project, create, state } = testProject();
    let saved = applyUnorderedUpdates(
      { nodes: [], connections: [] },
      takeUnorderedUpdates(state, project.tracker),
    );
    create('box', 'hex');
    saved = applyUnorderedUpdates(saved, takeUnorderedUpdates(state, project.tracker));
    expect(saved.nodes.map((n) => n.id).sort()).toEqual([...state.nodes()].map((n) => n.id).sort());
  });
});
