import { describe, expect, it } from 'vitest';
import { editorFixture } from './testing/editor-fixture.js';

describe('editor.nodeFocus', () => {
  it('holds the node the keyboard is on, apart from the selection, and tells its listeners', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.selection.clear();
    let heard = 0;
    editor.nodeFocus.subscribe(() => heard++);
    editor.nodeFocus.set(id);
    expect(editor.nodeFocus.current()).toBe(id);
    expect(editor.selection.ids().size).toBe(0);
    editor.nodeFocus.set(id);
    expect(heard).toBe(1);
  });

  it('ignores an id the graph does not hold, and loses a node that is deleted', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.nodeFocus.set('node_missing');
    expect(editor.nodeFocus.current()).toBeUndefined();
    editor.nodeFocus.set(id);
    editor.nodes.delete([id]);
    expect(editor.nodeFocus.current()).toBeUndefined();
  });
});
