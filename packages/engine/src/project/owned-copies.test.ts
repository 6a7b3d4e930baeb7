import { describe, expect, it } from 'vitest';
import type { EventInput, GraphEvent } from '../events/index.js';
import type { GraphChange } from '../graph/index.js';
import { connectionId, type GraphNode } from '../model/index.js';
import { replayEventLog } from '../persistence/event-log.js';
import { testProject } from './test-registry.js';

/** A saved log of edits: each node moved, coloured, renamed, its width set and its bypass flipped, three times. */
function editLog(ids: string[]): string {
  const lines: GraphEvent[] = [];
  let n = 0;
  const push = (input: EventInput) =>
    lines.push({ ...input, eventId: `e${++n}`, timestamp: n } as GraphEvent);
  for (let round = 0; round < 3; round++) {
    for (const [i, nodeId] of ids.entries()) {
      push({ eventType: 'nodePositionChanged', nodeId, position: { x: round, y: i } });
      push({ eventType: 'colorChanged', nodeId, color: `#00000${round}` });
      push({ eventType: 'nodeRenamed', nodeId, name: `n${i}_${round}` });
      push({ eventType: 'paramValueChanged', nodeId, paramName: 'width', value: round * 10 + i });
      push({ eventType: 'nodeFlagToggled', nodeId, flag: 'bypass' });
      push({ eventType: 'commentChanged', nodeId, comment: `c${round}` });
    }
  }
  return lines.map((e) => JSON.stringify(e)).join('\n');
}

function boxes(count: number) {
  const t = testProject();
  const ids = Array.from({ length: count }, () => t.create('box', 'fex'));
  return { ...t, ids };
}

const snapshot = (node: GraphNode | undefined) => JSON.parse(JSON.stringify(node)) as unknown;

describe('an unobserved replay changes its own node copies in place (Project.withinReplay)', () => {
  it('ends with the graph a watched replay ends with, and leaves the nodes read before it unchanged', () => {
    const unwatched = boxes(5);
    const watched = boxes(5);
    watched.project.onChange(() => {});
    const before = unwatched.ids.map((id) => unwatched.project.graph.getNode(id));
    const frozen = before.map(snapshot);

    unwatched.project.tracker.clear(); // as after a save: the replay's writes are tracked anew
    replayEventLog(unwatched.project, editLog(unwatched.ids));
    replayEventLog(watched.project, editLog(watched.ids));

    expect(unwatched.project.graph.toGraph()).toEqual(watched.project.graph.toGraph());
    expect(before.map(snapshot)).toEqual(frozen);
    for (const [i, id] of unwatched.ids.entries()) {
      const node = unwatched.project.graph.getNode(id)!;
      expect(node).not.toBe(before[i]);
      expect(node.name).toBe(`n${i}_2`);
      expect(node.params.width.value).toBe(20 + i);
      expect(node.flags.bypass).toBe(true);
      expect(unwatched.project.graph.childByName('fex', `n${i}_2`)).toBe(id);
    }
    // the save tracker still hears every node the replay wrote, as existing before it
    for (const id of unwatched.ids) expect(unwatched.project.tracker.nodes.get(id)).toBe(true);
  });

  it('never changes a node a listener was given', () => {
    const { project, ids } = boxes(4);
    const heard: { node: GraphNode; frozen: unknown }[] = [];
    const log = editLog(ids).split('\n');
    // a listener subscribed from the middle of the replay on (by a warning callback, say)
    let stop: (() => void) | undefined;
    const listen = () => {
      stop = project.onChange((batch) => {
        for (const change of batch.changes as GraphChange[])
          if (change.type === 'nodeUpdated')
            heard.push({ node: change.after, frozen: snapshot(change.after) });
      });
    };
    project.withinReplay(() => {
      for (const [i, line] of log.entries()) {
        if (i === Math.floor(log.length / 2)) listen();
        project.apply([JSON.parse(line) as GraphEvent], 'replay');
        if (i === Math.floor((3 * log.length) / 4)) stop?.();
      }
    });
    expect(heard.length).toBeGreaterThan(0);
    for (const { node, frozen } of heard) expect(snapshot(node)).toEqual(frozen);
  });

  it('copies as usual outside a replay: a user edit never changes the node it replaces', () => {
    const { project, history, ids } = boxes(1);
    replayEventLog(project, editLog(ids));
    const replayed = project.graph.getNode(ids[0]);
    const frozen = snapshot(replayed);
    history.dispatch([{ eventType: 'nodePositionChanged', nodeId: ids[0], position: { x: 7, y: 7 } }]);
    expect(project.graph.getNode(ids[0])).not.toBe(replayed);
    expect(snapshot(replayed)).toEqual(frozen);
    // and undo restores the replayed position: the history's inverses are built as before
    history.undo();
    expect(project.graph.getNode(ids[0])?.position).toEqual({ x: 2, y: 0 });
  });

  it('wires the same with inverses skipped: a single input replaced, a multi-input order moved, a wire deleted', () => {
    const build = () => {
      const t = testProject();
      const [n1, n2, add, sum] = ['number', 'number', 'add', 'sum'].map((d) => t.create(d, 'fex'));
      return { ...t, n1, n2, add, sum };
    };
    const unwatched = build();
    const watched = build();
    watched.project.onChange(() => {});
    const { n1, n2, add, sum } = unwatched;
    const wire = (sourceNode: string, targetNode: string, targetInputIdentifier: string, order = 0) => ({
      sourceNode,
      sourceOutputIdentifier: 'value',
      targetNode,
      targetInputIdentifier,
      order,
    });
    const inputs: EventInput[] = [
      { eventType: 'connectionCreated', connection: wire(n1, add, 'a') },
      { eventType: 'connectionCreated', connection: wire(n2, add, 'a') }, // replaces n1 → a
      { eventType: 'connectionCreated', connection: wire(n1, sum, 'values', 0) },
      { eventType: 'connectionCreated', connection: wire(n2, sum, 'values', 0) }, // order 0 taken: 1
      { eventType: 'connectionCreated', connection: wire(n2, add, 'b') },
      { eventType: 'connectionDeleted', connectionId: connectionId(wire(n2, add, 'b')) },
    ];
    const log = inputs
      .map((input, i) => JSON.stringify({ ...input, eventId: `w${i}`, timestamp: i }))
      .join('\n');
    expect(replayEventLog(unwatched.project, log)).toBe(inputs.length);
    expect(replayEventLog(watched.project, log)).toBe(inputs.length);
    const graph = unwatched.project.graph;
    expect(graph.toGraph()).toEqual(watched.project.graph.toGraph());
    expect(graph.connectionsToInput(add, 'a').map((c) => c.sourceNode)).toEqual([n2]);
    expect(graph.connectionsToInput(add, 'b')).toEqual([]);
    expect(graph.connectionsToInput(sum, 'values').map((c) => [c.sourceNode, c.order])).toEqual([
      [n1, 0],
      [n2, 1],
    ]);
  });
});
