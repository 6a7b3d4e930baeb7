import { TRAY_DEFINITION } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { editorFixture } from './testing/editor-fixture.js';

describe('WorkspaceEditor.moveNodes (keyboard steps)', () => {
  it('moves by the exact offset, beside a neighbour a drag would snap to, in one undo step', () => {
    const { editor } = editorFixture();
    editor.nodes.create('stickyNote', { x: 0, y: 0 }); // its right border at 330: a drag would snap to it
    const a = editor.nodes.create('stringLength', { x: 0, y: 400 })!;
    const b = editor.nodes.create('stringLength', { x: 300, y: 400 })!;
    expect(editor.nodes.move([a, b], { x: 20, y: -100 })).toBe(true);
    expect(editor.nodes.get(a)!.position).toEqual({ x: 20, y: 300 });
    expect(editor.nodes.get(b)!.position).toEqual({ x: 320, y: 300 });
    editor.history.undo();
    expect(editor.nodes.get(a)!.position).toEqual({ x: 0, y: 400 });
    expect(editor.nodes.get(b)!.position).toEqual({ x: 300, y: 400 });
  });

  it('carries a tray’s members, and refuses no offset or no node', () => {
    const { editor } = editorFixture();
    const tray = editor.nodes.create(TRAY_DEFINITION, { x: 0, y: 0 })!;
    const member = editor.nodes.create('stringLength', { x: 40, y: 60 })!;
    const drag = editor.tools.translate([member]);
    drag.update({ dx: 0, dy: 0 });
    drag.end(); // dropped on the tray: it joins
    expect(editor.nodes.get(member)!.trayNodeId).toBe(tray);
    editor.nodes.move([tray], { x: 100, y: 0 });
    expect(editor.nodes.get(member)!.position).toEqual({ x: 140, y: 60 });
    expect(editor.nodes.move([tray], { x: 0, y: 0 })).toBe(false);
    expect(editor.nodes.move(['missing'], { x: 20, y: 0 })).toBe(false);
  });
});
