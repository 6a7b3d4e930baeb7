import { describe, expect, it } from 'vitest';
import { expressionFixture } from '../../expression-editor/testing/expression-fixture.js';
import { type ReferenceVisibility, referenceLinks, referenceVisibility } from './reference-links.js';

function project() {
  const { editor, ids } = expressionFixture();
  editor.params.setEvalType([ids.calc], 'a', 'expression');
  editor.params.setExpression([ids.calc], 'a', 'box.$a + box.$size + group/inner.$b + $b');
  const ref = editor.nodes.create('reference', { x: 0, y: 200 })!;
  editor.params.setField([ref], 'path', 'value', '/hex/env');
  editor.selection.clear();
  const links = (expressions: ReferenceVisibility, nodes: ReferenceVisibility, selected: string[] = []) =>
    referenceLinks({
      graph: editor.graph,
      levelId: 'hex',
      levelNodeIds: editor.view.levelNodeIds(),
      selection: new Set(selected),
      expressions,
      nodes,
      referencePath: (id) => editor.params.entry(id, 'path')?.value,
    }).map((l) => [l.kind, editor.nodes.get(l.from)!.name, editor.nodes.get(l.to)!.name, l.label]);
  return { ids, ref, links };
}

describe('references drawn on the canvas', () => {
  it('draws every expression and node reference with "all": a read inside a child level shows as its level', () => {
    const { links } = project();
    expect(links('all', 'all')).toEqual([
      ['expression', 'box', 'calc', '$a, $size'],
      ['expression', 'group', 'calc', '$b'],
      ['node', 'env', expect.stringMatching(/^reference/), '/hex/env'],
    ]);
  });

  it('draws only the references touching the selection with "selected" (the default), none with "none"', () => {
    const { ids, ref, links } = project();
    expect(links('selected', 'selected')).toEqual([]);
    expect(links('selected', 'selected', [ids.group]).map((l) => l[1])).toEqual(['group']);
    expect(links('selected', 'selected', [ref]).map((l) => l[0])).toEqual(['node']);
    expect(links('none', 'all', [ids.calc])).toEqual([['node', 'env', expect.any(String), '/hex/env']]);
    expect(links('none', 'none')).toEqual([]);
  });

  it('reads the preference values, anything unknown as none', () => {
    expect(['all', 'selected', 'never', undefined].map(referenceVisibility)).toEqual([
      'all',
      'selected',
      'none',
      'none',
    ]);
  });
});
