import { TRAY_DEFINITION } from '@nodeloom/engine';
import { describe, expect, it, vi } from 'vitest';
import type { EditorApi } from '../../editor/index.js';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { WireWalk } from '../a11y/wire-follow.js';
import { landingNode, type NodeKeyPorts, runNodeKey } from './run-node-key.js';

/** The ports a canvas lends, over the editor's level (each node's box from its stored position and size). */
function portsOf(editor: EditorApi, readOnly = false): NodeKeyPorts {
  return {
    editor,
    boxes: () =>
      editor.view.levelNodeIds().map((id) => {
        const node = editor.nodes.get(id)!;
        return { id, ...node.position, ...node.size };
      }),
    land: vi.fn(() => false),
    revealMoved: vi.fn(),
    readOnly,
    startRename: vi.fn(),
    walk: new WireWalk(),
  };
}

describe('runNodeKey (the keyboard actions both canvases run)', () => {
  it('moves the focus to the nearest node that way', () => {
    const { editor } = editorFixture();
    const left = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const right = editor.nodes.create('stringLength', { x: 400, y: 0 })!;
    editor.nodes.create('stringLength', { x: 0, y: 400 });
    expect(runNodeKey({ kind: 'focus', direction: 'right' }, left, portsOf(editor))).toBe(true);
    expect(editor.nodeFocus.current()).toBe(right);
  });

  it('moves the selection holding the focused node, in one undo step', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const b = editor.nodes.create('stringLength', { x: 300, y: 0 })!;
    editor.selection.select([a, b]);
    const ports = portsOf(editor);
    runNodeKey({ kind: 'move', by: { x: 20, y: 0 } }, a, ports);
    expect(ports.revealMoved).toHaveBeenCalledWith(a);
    expect(editor.nodes.get(a)!.position).toEqual({ x: 20, y: 0 });
    expect(editor.nodes.get(b)!.position).toEqual({ x: 320, y: 0 });
    editor.history.undo();
    expect(editor.nodes.get(b)!.position).toEqual({ x: 300, y: 0 });
  });

  it('resizes a resizable node, never below its kind’s minimum; a plain node is left as it is', () => {
    const { editor } = editorFixture();
    const tray = editor.nodes.create(TRAY_DEFINITION, { x: 0, y: 0 })!;
    const plain = editor.nodes.create('stringLength', { x: 0, y: 400 })!;
    const size = editor.nodes.get(tray)!.size;
    runNodeKey({ kind: 'resize', by: { width: 20, height: 0 } }, tray, portsOf(editor));
    expect(editor.nodes.get(tray)!.size).toEqual({ width: size.width + 20, height: size.height });
    runNodeKey({ kind: 'resize', by: { width: -10_000, height: 0 } }, tray, portsOf(editor));
    expect(editor.nodes.get(tray)!.size.width).toBe(30);
    const plainSize = editor.nodes.get(plain)!.size;
    expect(runNodeKey({ kind: 'resize', by: { width: 20, height: 0 } }, plain, portsOf(editor))).toBe(true);
    expect(editor.nodes.get(plain)!.size).toEqual(plainSize);
  });

  it('renames and moves nothing on a read-only canvas', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const ports = portsOf(editor);
    runNodeKey({ kind: 'rename' }, a, ports);
    expect(ports.startRename).toHaveBeenCalledWith(a);
    const readOnly = portsOf(editor, true);
    runNodeKey({ kind: 'rename' }, a, readOnly);
    runNodeKey({ kind: 'move', by: { x: 20, y: 0 } }, a, readOnly);
    expect(readOnly.startRename).not.toHaveBeenCalled();
    expect(editor.nodes.get(a)!.position).toEqual({ x: 0, y: 0 });
  });

  it('on the canvas itself, an arrow lands the keyboard; other keys are not its own', () => {
    const { editor } = editorFixture();
    const ports = portsOf(editor);
    expect(runNodeKey({ kind: 'focus', direction: 'up' }, undefined, ports)).toBe(false);
    expect(ports.land).toHaveBeenCalled();
    expect(runNodeKey({ kind: 'select', add: false }, undefined, ports)).toBe(false);
  });

  it('Shift+Enter leaves to the parent level, the keyboard on the node it left; the top level has none', () => {
    const { editor } = editorFixture();
    const ports = portsOf(editor);
    expect(runNodeKey({ kind: 'leave' }, undefined, ports)).toBe(true);
    expect(editor.view.levelPath().map((crumb) => crumb.id)).toEqual([editor.view.levelId()]);
    expect(editor.nodeFocus.current()).toBe('hex');
    expect(runNodeKey({ kind: 'leave' }, 'hex', ports)).toBe(false);
  });
});

describe('landingNode', () => {
  it('is the focused node when it is on the level, else the one nearest the centre', () => {
    const { editor } = editorFixture();
    const near = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const far = editor.nodes.create('stringLength', { x: 900, y: 0 })!;
    const boxes = portsOf(editor).boxes();
    expect(landingNode(editor, boxes, { x: 50, y: 20 })).toBe(near);
    editor.nodeFocus.set(far);
    expect(landingNode(editor, boxes, { x: 50, y: 20 })).toBe(far);
  });
});
