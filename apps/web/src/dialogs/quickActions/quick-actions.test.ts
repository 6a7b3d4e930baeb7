import { describe, expect, it, vi } from 'vitest';
import { registerCanvas } from '../../actions/canvas-bridge.js';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { dialogsStore } from '../../state/dialogs.js';
import type { DialogContext } from '../dialog-descriptor.js';
import { quickActions } from './quick-actions.js';

function context(readOnly = false) {
  const { editor } = editorFixture();
  const box = editor.nodes.create('constant', { x: 0, y: 0 })!;
  const level = editor.nodes.create('level', { x: 0, y: 200 })!;
  const writeText = vi.fn(async () => {});
  const notify = vi.fn();
  const ctx = {
    editor,
    clipboard: { readText: async () => '', writeText },
    notify,
    openPalette: () => {},
  } as DialogContext;
  if (readOnly) Object.defineProperty(editor, 'readOnly', { value: true });
  return { ctx, editor, box, level, writeText, notify };
}

const labels = (ctx: DialogContext) => quickActions(ctx).map((a) => a.label);
const run = (ctx: DialogContext, label: string) =>
  quickActions(ctx)
    .find((a) => a.label === label)!
    .run();

describe('node quick actions', () => {
  it('offers nothing without a selection', () => {
    const { ctx, editor } = context();
    editor.selection.clear();
    expect(quickActions(ctx)).toEqual([]);
  });

  it("lists the selected node's commands, dialogs and colours", () => {
    const { ctx, editor, box } = context();
    editor.selection.select([box]);
    expect(labels(ctx)).toEqual(
      expect.arrayContaining(['Duplicate', 'Copy path', 'Bypass', 'Delete', 'Colour: Red']),
    );
    expect(labels(ctx)).toEqual(
      expect.arrayContaining(['Save as snippet…', 'Save preset…', 'Node help', 'Node info']),
    );
    expect(labels(ctx)).not.toContain('Enter level');
    // renaming is asked of the canvas: only offered when one is mounted
    expect(labels(ctx)).not.toContain('Rename');
    const startRename = vi.fn();
    const unregister = registerCanvas(editor, { openTabMenu: () => {}, startRename });
    run(ctx, 'Rename');
    unregister();
    expect(startRename).toHaveBeenCalledWith(box);
    expect(quickActions(ctx).find((a) => a.label === 'Duplicate')?.shortcut).toMatch(/D$/);
  });

  it('offers entering and packing a level', () => {
    const { ctx, editor, level } = context();
    editor.selection.select([level]);
    expect(labels(ctx)).toEqual(expect.arrayContaining(['Enter level', 'Pack into UDN…']));
    run(ctx, 'Enter level');
    expect(editor.view.levelId()).toBe(level);
  });

  it('runs the editor commands: duplicate, bypass, colour, copy path', async () => {
    const { ctx, editor, box, writeText, notify } = context();
    editor.selection.select([box]);
    const before = editor.view.levelNodeIds().length;
    run(ctx, 'Duplicate');
    expect(editor.view.levelNodeIds()).toHaveLength(before + 1);
    editor.selection.select([box]);
    run(ctx, 'Bypass');
    expect(editor.nodes.get(box)?.flags.bypass).toBe(true);
    expect(labels(ctx)).toContain('Stop bypassing');
    run(ctx, 'Colour: Red');
    expect(editor.nodes.get(box)?.color).toBe('#e5484d');
    run(ctx, 'Copy path');
    await Promise.resolve();
    expect(writeText).toHaveBeenCalledWith('/hex/constant');
    expect(notify).toHaveBeenCalledWith({ kind: 'success', title: 'Path copied' });
  });

  it('opens the node dialogs on the node', () => {
    const { ctx, editor, box } = context();
    editor.selection.select([box]);
    run(ctx, 'Node info');
    expect(dialogsStore.getState().open.at(-1)).toEqual({ id: 'nodeInfo', args: { nodeId: box } });
    dialogsStore.getState().closeAll();
  });

  it('leaves out what changes the graph in a read-only project', () => {
    const { ctx, editor, box } = context(true);
    editor.selection.select([box]);
    expect(labels(ctx)).not.toContain('Duplicate');
    expect(labels(ctx)).not.toContain('Bypass');
    expect(labels(ctx)).not.toContain('Colour: Red');
    expect(labels(ctx)).toContain('Copy path');
  });
});
