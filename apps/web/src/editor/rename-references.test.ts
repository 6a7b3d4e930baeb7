import { describe, expect, it } from 'vitest';
import { editorFixture } from './testing/editor-fixture.js';

/** a level holding box, and three nodes whose expressions name box (relative, absolute, through the level) */
function project() {
  const { editor } = editorFixture();
  const level = editor.nodes.create('level', { x: 0, y: 0 })!;
  editor.nodes.rename(level, 'page');
  editor.view.enterLevel(level);
  const box = editor.nodes.create('constant', { x: 0, y: 0 })!;
  editor.nodes.rename(box, 'box');
  const sibling = editor.nodes.create('constant', { x: 200, y: 0 })!;
  editor.view.goToLevel('hex');
  const outside = editor.nodes.create('constant', { x: 300, y: 0 })!;
  const expression = (id: string, text: string) => {
    editor.params.setEvalType([id], 'value', 'expression');
    editor.params.setExpression([id], 'value', text);
  };
  expression(sibling, 'box.$value * 2 + $type');
  expression(outside, 'page/box.$value + /hex/page/box.$value + page/other.$value');
  return { editor, level, box, sibling, outside };
}

const expressionOf = (editor: ReturnType<typeof editorFixture>['editor'], id: string) =>
  editor.nodes.get(id)!.params.value!.expression;

describe('rename with references', () => {
  it('previews every expression that names the node, by relative and absolute paths', () => {
    const { editor, box, sibling, outside } = project();
    const rewrites = editor.nodes.previewRename(box, 'crate');
    expect(rewrites.map((r) => [r.nodeId, r.after])).toEqual([
      [sibling, 'crate.$value * 2 + $type'],
      [outside, 'page/crate.$value + /hex/page/crate.$value + page/other.$value'],
    ]);
  });

  it('follows a renamed level in the paths that pass through it', () => {
    const { editor, level, outside } = project();
    editor.nodes.rename(level, 'screen');
    expect(expressionOf(editor, outside)).toBe(
      'screen/box.$value + /hex/screen/box.$value + screen/other.$value',
    );
  });

  it('renames and rewrites in one undo step', () => {
    const { editor, box, sibling, outside } = project();
    editor.nodes.rename(box, 'crate');
    expect(editor.nodes.get(box)!.name).toBe('crate');
    expect(expressionOf(editor, sibling)).toBe('crate.$value * 2 + $type');
    editor.history.undo();
    expect(editor.nodes.get(box)!.name).toBe('box');
    expect(expressionOf(editor, sibling)).toBe('box.$value * 2 + $type');
    expect(expressionOf(editor, outside)).toBe('page/box.$value + /hex/page/box.$value + page/other.$value');
  });
});
