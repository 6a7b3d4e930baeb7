import { describe, expect, it } from 'vitest';
import type { GraphEvent } from '../events/index.js';
import { Project } from '../project/project.js';
import { testProject, testRegistry } from '../project/test-registry.js';
import { History } from './history.js';
import { HistoryReplay } from './history-replay.js';
import { manualClock } from './manual-clock.js';

describe('undo and redo (spec 2 §4 Undo and redo)', () => {
  it('undoes a whole action of many events as one step and redoes it', () => {
    const { history, state } = testProject();
    history.dispatch([
      { eventType: 'nodeCreated', nodeId: 'node_a', definitionName: 'number', parentId: 'fex' },
      { eventType: 'colorChanged', nodeId: 'node_a', color: '#123456' },
    ]);
    expect(history.undo()).toBe(true);
    expect(state.hasNode('node_a')).toBe(false);
    expect(history.redo()).toBe(true);
    expect(state.getNode('node_a')!.color).toBe('#123456');
  });

  it('clears the redo stack on a new action', () => {
    const { history, create } = testProject();
    create('number', 'fex');
    history.undo();
    expect(history.canRedo).toBe(true);
    create('number', 'fex');
    expect(history.canRedo).toBe(false);
  });

  it('keeps remote events out of the undo stack', () => {
    const { history, project } = testProject();
    project.apply(
      [project.stamp({ eventType: 'commentChanged', nodeId: 'fex', comment: 'remote' })],
      'remote',
    );
    expect(history.canUndo).toBe(false);
  });

  it('makes a gesture between marks one undo step, and bails to a mark without a redo step', () => {
    const { history, create, state } = testProject();
    const a = create('number', 'fex');
    history.mark('drag');
    for (const x of [10, 20, 30])
      history.dispatch([{ eventType: 'nodePositionChanged', nodeId: a, position: { x, y: 0 } }]);
    history.endGesture();
    expect(state.getNode(a)!.position.x).toBe(30);
    history.undo();
    expect(state.getNode(a)!.position.x).toBe(0);
    history.redo();
    history.mark('wiring');
    history.dispatch([{ eventType: 'colorChanged', nodeId: a, color: '#ff0000' }]);
    history.bailToMark('wiring');
    expect(state.getNode(a)!.color).toBe('#808080');
    expect(history.canRedo).toBe(false);
  });

  it('clears both stacks with a warning when an event has no inverse', () => {
    const { history, project, create } = testProject();
    create('number', 'fex');
    history.undo();
    create('number', 'fex');
    const original = project.dispatch.bind(project);
    project.dispatch = (inputs, source) => original(inputs, source).map((a) => ({ ...a, inverse: null }));
    create('number', 'fex');
    expect(history.canUndo).toBe(false);
    expect(history.canRedo).toBe(false);
    expect(project.warnings.at(-1)).toContain('has no inverse');
  });

  it("refuses undo and redo while events replay: 'Cannot undo or redo when replaying events'", () => {
    const { history, project, create } = testProject();
    create('number', 'fex');
    project.replaying = true;
    expect(() => history.undo()).toThrow('Cannot undo or redo when replaying events');
    expect(() => history.redo()).toThrow('Cannot undo or redo when replaying events');
  });
});

describe('undo stacks kept elsewhere (a reload, another window)', () => {
  it('hands out its closed steps as data that another history over the same graph can undo and redo', () => {
    const { history, project, create, state } = testProject();
    const a = create('number', 'fex');
    history.dispatch([{ eventType: 'colorChanged', nodeId: a, color: '#123456' }]);
    history.undo();
    const kept = JSON.parse(JSON.stringify(history.stacks()));
    expect(kept.undo).toHaveLength(1);
    expect(kept.redo).toHaveLength(1);

    const reloaded = new History(project);
    reloaded.restore(kept);
    expect(reloaded.redo()).toBe(true);
    expect(state.getNode(a)!.color).toBe('#123456');
    expect(reloaded.undo()).toBe(true);
    expect(reloaded.undo()).toBe(true);
    expect(state.hasNode(a)).toBe(false);
  });

  it('leaves an open gesture out of its stacks, and tells listeners of closed steps only', () => {
    const { history, create } = testProject();
    const a = create('number', 'fex');
    let heard = 0;
    history.onChange(() => heard++);
    history.mark('drag');
    heard = 0;
    for (const x of [10, 20])
      history.dispatch([{ eventType: 'nodePositionChanged', nodeId: a, position: { x, y: 0 } }]);
    expect(heard).toBe(0);
    expect(history.stacks().undo).toHaveLength(1);
    history.endGesture();
    expect(heard).toBe(1);
    expect(history.stacks().undo).toHaveLength(2);
  });
});

describe('history replay', () => {
  const log = (): GraphEvent[] => [
    {
      eventType: 'nodeCreated',
      eventId: 'e1',
      timestamp: 0,
      nodeId: 'node_a',
      definitionName: 'number',
      parentId: 'fex',
    },
    { eventType: 'colorChanged', eventId: 'e2', timestamp: 400, nodeId: 'node_a', color: '#000000' },
  ];

  it('starts stopped at speed 1, plays events spaced by their timestamps over the speed', () => {
    const project = new Project({ registry: testRegistry() }).init();
    const { clock, advance } = manualClock();
    const replay = new HistoryReplay(log(), project, clock);
    expect(replay.status).toBe('stopped');
    expect(replay.speed).toBe(1);
    replay.setSpeed(2);
    replay.start();
    expect(replay.status).toBe('playing');
    expect(project.state.hasNode('node_a')).toBe(true);
    advance(199);
    expect(project.state.getNode('node_a')!.color).toBe('#808080');
    advance(1);
    expect(project.state.getNode('node_a')!.color).toBe('#000000');
    advance(1);
    expect(replay.status).toBe('finished');
  });

  it("raises 'Events replay already started' when started twice, and refuses undo while it plays", () => {
    const project = new Project({ registry: testRegistry() }).init();
    const replay = new HistoryReplay(log(), project, manualClock().clock);
    replay.start();
    expect(() => replay.start()).toThrow('Events replay already started');
    expect(project.replaying).toBe(true);
    replay.stop();
    expect(replay.status).toBe('stopped');
    expect(project.replaying).toBe(false);
  });
});
