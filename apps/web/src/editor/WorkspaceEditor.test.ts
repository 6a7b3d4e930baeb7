import { describe, expect, it } from 'vitest';
import { SnippetError } from './snippet/snippet-format.js';
import { editorFixture } from './testing/editor-fixture.js';

const HTML_CONTEXT = 'hex';

describe('WorkspaceEditor: history', () => {
  it('undoes a whole drag in one step and redoes it', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const drag = editor.tools.translate([id]);
    drag.update({ dx: 13, dy: 7 });
    drag.update({ dx: 41, dy: 58 });
    drag.update({ dx: 99, dy: 61 });
    drag.end();
    expect(editor.nodes.get(id)!.position).toEqual({ x: 100, y: 60 });
    editor.history.undo();
    expect(editor.nodes.get(id)!.position).toEqual({ x: 0, y: 0 });
    expect(editor.nodes.get(id)).toBeDefined(); // the creation is another step
    editor.history.redo();
    expect(editor.nodes.get(id)!.position).toEqual({ x: 100, y: 60 });
  });

  it('a drag lines a border up with a neighbour within 15, beside the grid snap (spec 2 §9)', () => {
    const { editor } = editorFixture();
    const note = editor.nodes.create('stickyNote', { x: 0, y: 0 })!; // 330 wide: its right border at 330
    const id = editor.nodes.create('stringLength', { x: 0, y: 400 })!;
    const drag = editor.tools.translate([id]);
    drag.update({ dx: 161, dy: 0 }); // the grid puts its right border at 320: 10 from the note's
    expect(editor.nodes.get(id)!.position).toEqual({ x: 170, y: 400 });
    drag.update({ dx: 141, dy: 0 }); // 300: 30 away, the grid alone
    expect(editor.nodes.get(id)!.position).toEqual({ x: 140, y: 400 });
    drag.end();
    expect(editor.nodes.get(note)!.position).toEqual({ x: 0, y: 0 });
  });

  it('escape bails a drag to its mark: positions back, nothing to redo', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('stringLength', { x: 40, y: 40 })!;
    const drag = editor.tools.translate([id]);
    drag.update({ dx: 200, dy: 0 });
    expect(editor.tools.cancel()).toBe(true);
    expect(editor.nodes.get(id)!.position).toEqual({ x: 40, y: 40 });
    expect(editor.history.canRedo()).toBe(false);
    drag.update({ dx: 400, dy: 0 }); // a cancelled gesture ignores late pointer moves
    expect(editor.nodes.get(id)!.position).toEqual({ x: 40, y: 40 });
    editor.history.undo();
    expect(editor.nodes.get(id)).toBeUndefined();
  });

  it('a click on a node (a drag that never moved) keeps the redo step', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.nodes.setComment(id, 'note');
    editor.history.undo();
    const click = editor.tools.translate([id]);
    click.end();
    expect(editor.history.canRedo()).toBe(true);
    editor.history.redo();
    expect(editor.nodes.get(id)!.comment).toBe('note');
  });

  it('deletes several nodes in one undo step', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const b = editor.nodes.create('stringTrim', { x: 200, y: 0 })!;
    editor.nodes.delete([a, b]);
    expect(editor.view.levelNodeIds()).toEqual([]);
    editor.history.undo();
    expect([...editor.view.levelNodeIds()].sort()).toEqual([a, b].sort());
  });
});

describe('WorkspaceEditor: reads keep their references', () => {
  it('keeps the level lists while a node only moves, and renews them when a wire comes', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringTrim', { x: 0, y: 0 })!;
    const b = editor.nodes.create('stringLength', { x: 300, y: 0 })!;
    const ids = editor.view.levelNodeIds();
    const wires = editor.view.levelConnections();
    const drag = editor.tools.translate([a]);
    drag.update({ dx: 40, dy: 0 });
    drag.end();
    expect(editor.view.levelNodeIds()).toBe(ids);
    expect(editor.view.levelConnections()).toBe(wires);
    expect(
      editor.nodes.connect({
        sourceNode: a,
        sourceOutputIdentifier: 'result',
        targetNode: b,
        targetInputIdentifier: 'string',
      }),
    ).toEqual({ ok: true, value: undefined });
    expect(editor.view.levelConnections()).toHaveLength(1);
    expect(editor.view.levelNodeIds()).toBe(ids);
  });
});

describe('WorkspaceEditor: clipboard', () => {
  it('pastes with fresh ids at the pointer, keeping the inner wire, in one undo step', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringTrim', { x: 100, y: 100 })!;
    const b = editor.nodes.create('stringLength', { x: 400, y: 160 })!;
    editor.nodes.connect({
      sourceNode: a,
      sourceOutputIdentifier: 'result',
      targetNode: b,
      targetInputIdentifier: 'string',
    });
    editor.selection.select([a, b]);
    const text = editor.clipboard.copy()!;
    const pasted = editor.clipboard.paste(text, { x: 1000, y: 500 });
    expect(pasted).toHaveLength(2);
    expect(pasted).not.toContain(a);
    expect(pasted).not.toContain(b);
    const pastedNodes = pasted.map((id) => editor.nodes.get(id)!);
    const pa = pastedNodes.find((n) => n.definitionName === 'stringTrim')!;
    const pb = pastedNodes.find((n) => n.definitionName === 'stringLength')!;
    expect(pa.position).toEqual({ x: 1000, y: 500 });
    expect(pb.position).toEqual({ x: 1300, y: 560 });
    expect(pa.parentId).toBe(HTML_CONTEXT);
    expect(new Set(editor.view.levelNodeIds().map((id) => editor.nodes.get(id)!.name)).size).toBe(4);
    const inner = editor.view.levelConnections().filter((w) => w.sourceNode === pa.id);
    expect(inner).toEqual([expect.objectContaining({ targetNode: pb.id, targetInputIdentifier: 'string' })]);
    expect(editor.selection.ids()).toEqual(new Set(pasted));
    editor.history.undo();
    expect([...editor.view.levelNodeIds()].sort()).toEqual([a, b].sort());
  });

  it('refuses garbage with an error naming the problem and changes nothing', () => {
    const { editor } = editorFixture();
    editor.nodes.create('stringTrim', { x: 0, y: 0 });
    const before = editor.view.levelNodeIds();
    expect(() => editor.clipboard.paste('hello', { x: 0, y: 0 })).toThrow(
      new SnippetError('The clipboard does not hold Nodeloom nodes: the text is not JSON'),
    );
    const badNode = JSON.stringify({
      type: 'nodeloom/snippet',
      version: 1,
      events: [{ eventType: 'nodeBootstrapped', node: { id: 'x' } }],
    });
    expect(() => editor.clipboard.paste(badNode, { x: 0, y: 0 })).toThrow(
      /at events\.0\.node\.definitionName/,
    );
    expect(editor.view.levelNodeIds()).toBe(before);
  });

  it('pastes nothing when one node of the snippet is refused by the engine', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringTrim', { x: 0, y: 0 })!;
    const b = editor.nodes.create('stringLength', { x: 300, y: 0 })!;
    editor.selection.select([a, b]);
    const snippet = JSON.parse(editor.clipboard.copy()!);
    const wire = {
      sourceNode: a,
      sourceOutputIdentifier: 'result',
      targetNode: b,
      targetInputIdentifier: 'noSuchInput',
      order: 0,
    };
    snippet.events.push({ eventType: 'connectionCreated', connection: wire });
    const before = editor.view.levelNodeIds();
    expect(() => editor.clipboard.paste(JSON.stringify(snippet), { x: 0, y: 0 })).toThrow();
    expect(editor.view.levelNodeIds()).toBe(before);
  });
});

describe('WorkspaceEditor: saving', () => {
  it('sends the diff of edits to the save writer after the throttle', async () => {
    const { editor, sent, tick } = editorFixture();
    await tick(1000);
    sent.length = 0;
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    expect(editor.persistence.status()).toEqual({ status: 'Saving', pending: 1, offline: false });
    await tick(1000);
    expect(sent).toEqual([
      [expect.objectContaining({ type: 'saveNode', node: expect.objectContaining({ id }) })],
    ]);
    expect(editor.persistence.status()).toEqual({ status: 'Idle', pending: 0, offline: false });
  });

  it('keeps the updates after every retry failed', async () => {
    const { editor, tick } = editorFixture({ failSaves: true });
    editor.nodes.create('stringLength', { x: 0, y: 0 });
    for (let i = 0; i < 5; i++) await tick(20_000);
    expect(editor.persistence.status().status).toBe('ErrorSaving');
    expect(editor.persistence.hasUnsavedChanges()).toBe(true);
  });

  it("built on the browser's copy: sends nothing by REST, and hands its edits to the log when it attaches", async () => {
    const { editor, sent, tick } = editorFixture({ fromCopy: true });
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.nodes.delete([id]);
    await tick(5_000);
    expect(sent).toEqual([]);
    expect(editor.persistence.hasUnsavedChanges()).toBe(true);
    expect(editor.persistence.status()).toMatchObject({ status: 'Saving', pending: 2 });
    const adopted: string[] = [];
    const log = {
      saveState: 'sending' as const,
      unsentCount: 0,
      subscribe: () => () => {},
      whenStored: async () => true,
      adopt: (entries: readonly { event: { eventType: string } }[]) => {
        for (const entry of entries) adopted.push(entry.event.eventType);
      },
    };
    editor.persistence.attachLog(log);
    expect(adopted).toEqual(['nodeCreated', 'nodeDeleted']);
    editor.nodes.create('stringLength', { x: 0, y: 0 });
    await tick(5_000);
    // later edits are the log's own (it hears the project), never REST's nor adopted twice
    expect(adopted).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it('read-only: refuses every write and sends no save', async () => {
    const { editor: writable } = editorFixture();
    const id = writable.nodes.create('stringLength', { x: 0, y: 0 })!;
    const graph = writable.project.graph.toGraph();
    const { editor, sent, tick } = editorFixture({ readOnly: true, graph });
    expect(editor.nodes.create('stringLength', { x: 0, y: 0 })).toBeUndefined();
    editor.params.setField([id], 'string', 'value', 'changed');
    editor.nodes.delete([id]);
    const drag = editor.tools.translate([id]);
    drag.update({ dx: 100, dy: 100 });
    drag.end();
    editor.selection.select([id]);
    expect(editor.clipboard.paste(editor.clipboard.copy()!, { x: 0, y: 0 })).toEqual([]);
    expect(editor.nodes.get(id)).toEqual(graph.nodes.find((n) => n.id === id));
    expect(editor.history.canUndo()).toBe(false);
    await tick(60_000);
    expect(sent).toEqual([]);
    expect(editor.persistence.status().status).toBe('Disabled');
  });
});

describe('WorkspaceEditor: level and selection', () => {
  it('falls back to the nearest surviving level when the current one is deleted', () => {
    const { editor } = editorFixture();
    const outer = editor.nodes.create('level', { x: 0, y: 0 })!;
    editor.view.enterLevel(outer);
    const inner = editor.nodes.create('level', { x: 0, y: 0 })!;
    editor.view.enterLevel(inner);
    expect(editor.view.levelPath().map((c) => c.id)).toEqual(['Root', HTML_CONTEXT, outer, inner]);
    editor.view.goToLevel(HTML_CONTEXT);
    editor.nodes.delete([outer]);
    expect(editor.view.levelId()).toBe(HTML_CONTEXT);
    editor.history.undo();
    editor.view.enterLevel(outer);
    editor.view.enterLevel(inner);
    // deleting the level from a collaborator's batch while inside it
    editor.project.dispatch([{ eventType: 'nodeDeleted', nodeId: outer }], 'remote');
    expect(editor.view.levelId()).toBe(HTML_CONTEXT);
    expect(editor.view.levelPath().map((c) => c.id)).toEqual(['Root', HTML_CONTEXT]);
  });

  it('drops deleted nodes from the selection', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const b = editor.nodes.create('stringTrim', { x: 0, y: 0 })!;
    editor.selection.select([a, b]);
    const before = editor.selection.ids();
    editor.nodes.delete([a]);
    expect(editor.selection.ids()).toEqual(new Set([b]));
    expect(editor.selection.ids()).not.toBe(before);
  });
});

describe('WorkspaceEditor: evaluation', () => {
  it('evaluates the shown nodes after an edit and keeps an error on its node', async () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.params.setField([a], 'string', 'value', 'hello');
    await editor.evaluation.idle();
    expect(editor.evaluation.status(a).status).toBe('clean');
    expect(editor.evaluation.outputs(a)).toEqual({ result: 5 });
    const status = editor.evaluation.status(a);
    editor.params.setField([a], 'string', 'value', 'hey');
    await editor.evaluation.idle();
    expect(editor.evaluation.outputs(a)).toEqual({ result: 3 });
    expect(editor.evaluation.status(a)).toBe(status); // same view: unchanged status keeps its reference
  });

  it('keeps an error on its own node while the others evaluate', async () => {
    const { editor } = editorFixture();
    const good = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const bad = editor.nodes.create('ifElse', { x: 0, y: 100 })!; // its required condition is not wired
    editor.params.setField([good], 'string', 'value', 'four');
    await editor.evaluation.idle();
    expect(editor.evaluation.status(bad)).toMatchObject({
      status: 'error',
      errors: [expect.stringMatching(/condition/)],
    });
    expect(editor.evaluation.outputs(bad)).toBeUndefined();
    expect(editor.evaluation.status(good).status).toBe('clean');
    expect(editor.evaluation.outputs(good)).toEqual({ result: 4 });
  });

  it('does not ask the evaluator about nodes that compute nothing (a tray, the contexts at Root)', async () => {
    const { editor } = editorFixture();
    const tray = editor.nodes.create('trayNode', { x: 0, y: 0 })!;
    await editor.evaluation.idle();
    expect(editor.evaluation.status(tray)).toMatchObject({ status: 'untouched', errors: [] });
    editor.view.goToLevel('Root');
    await editor.evaluation.idle();
    for (const context of ['hex', 'tex', 'fex']) {
      expect(editor.evaluation.status(context).errors).toEqual([]);
    }
  });

  it('tells subscribers when outputs change while the status stays clean (an upstream value edit)', async () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.params.setField([a], 'string', 'value', 'hello');
    await editor.evaluation.idle();
    expect(editor.evaluation.status(a).status).toBe('clean');
    const heard: unknown[] = [];
    const stop = editor.subscribe(() => heard.push(editor.evaluation.outputs(a)));
    editor.params.setField([a], 'string', 'value', 'hi');
    await editor.evaluation.idle();
    stop();
    expect(heard.at(-1)).toEqual({ result: 2 });
  });
});
