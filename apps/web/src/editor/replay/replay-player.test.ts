import { type EventInput, manualClock } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import type { EditorApi } from '../editor-api.js';
import { editorFixture } from '../testing/editor-fixture.js';
import { WorkspaceEditor } from '../WorkspaceEditor.js';
import { ReplayPlayer } from './replay-player.js';

const registry = createBuiltInRegistry();

/** an open project with two nodes created after the recording started, 300 ms apart */
async function recordedSession() {
  const { editor, tick } = editorFixture();
  editor.nodes.create('stringLength', { x: 0, y: 0 });
  await tick(300);
  editor.nodes.create('stringTrim', { x: 0, y: 200 });
  return editor;
}

function player(open: WorkspaceEditor) {
  const { clock, advance } = manualClock();
  const replay = new ReplayPlayer({
    recording: open.replay.recording(),
    clock,
    createEditor: (events: readonly EventInput[]) =>
      new WorkspaceEditor({
        projectId: open.projectId,
        events,
        readOnly: true,
        registry,
        initialLevelId: 'hex',
        saveTransport: async () => {},
        scheduleEvaluation: (run) => queueMicrotask(run),
      }),
  });
  return { replay, advance };
}

const nodeCount = (editor: EditorApi) => editor.view.levelNodeIds().length;

describe('session recording', () => {
  it('keeps the graph at the start and every event applied since, not the loading', async () => {
    const open = await recordedSession();
    const recording = open.replay.recording();
    expect(recording.start.nodes.filter((n) => n.definitionName === 'stringLength')).toHaveLength(0);
    expect(recording.events.map((e) => e.eventType)).toContain('nodeCreated');
    expect(recording.events.length).toBeGreaterThanOrEqual(2);
  });

  it('starts empty when the editor opens and stops recording when it is disposed', () => {
    const { editor } = editorFixture();
    expect(editor.replay.recording().events).toEqual([]);
    editor.dispose();
    editor.project.dispatch([
      {
        eventType: 'nodeCreated',
        nodeId: 'node_late',
        definitionName: 'stringTrim',
        parentId: 'hex',
        position: { x: 0, y: 0 },
      },
    ]);
    expect(editor.replay.recording().events).toEqual([]);
  });
});

describe('ReplayPlayer', () => {
  it('starts stopped at speed 1 on a copy showing the start, leaving the open project alone', async () => {
    const open = await recordedSession();
    const { replay } = player(open);
    const state = replay.state();
    expect(state).toMatchObject({ status: 'stopped', speed: 1, position: 0 });
    expect(state.editor).not.toBe(open);
    expect(nodeCount(state.editor)).toBe(nodeCount(open) - 2);
  });

  it('plays the events into the copy, spaced by the speed, to the end', async () => {
    const open = await recordedSession();
    const { replay, advance } = player(open);
    replay.setSpeed(2);
    replay.start();
    const total = replay.state().total;
    expect(replay.state()).toMatchObject({ status: 'playing', position: 1, speed: 2 });
    advance(149);
    expect(replay.state().position).toBe(1);
    advance(10_000);
    expect(replay.state()).toMatchObject({ status: 'finished', position: total });
    expect(nodeCount(replay.state().editor)).toBe(nodeCount(open));
  });

  it("raises 'Events replay already started' when started while playing or paused", async () => {
    const { replay } = player(await recordedSession());
    replay.start();
    expect(() => replay.start()).toThrow('Events replay already started');
    replay.pause();
    expect(replay.state().status).toBe('paused');
    expect(() => replay.start()).toThrow('Events replay already started');
  });

  it('refuses undo and redo while replaying', async () => {
    const { replay } = player(await recordedSession());
    replay.start();
    expect(() => replay.undo()).toThrow('Cannot undo or redo when replaying events');
    expect(() => replay.redo()).toThrow('Cannot undo or redo when replaying events');
  });

  it('starts again from the beginning on a fresh copy after the end', async () => {
    const open = await recordedSession();
    const { replay, advance } = player(open);
    replay.start();
    advance(10_000);
    const first = replay.state().editor;
    replay.start();
    expect(replay.state().editor).not.toBe(first);
    expect(replay.state()).toMatchObject({ status: 'playing', position: 1 });
    expect(nodeCount(replay.state().editor)).toBeLessThan(nodeCount(open));
  });
});
