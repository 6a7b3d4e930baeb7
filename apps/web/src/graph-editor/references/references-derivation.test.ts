import { describe, expect, it } from 'vitest';
import { expressionFixture } from '../../expression-editor/testing/expression-fixture.js';
import { ReferencesDerivation } from './references-derivation.js';

describe('ReferencesDerivation', () => {
  const setup = () => {
    const { editor, ids } = expressionFixture();
    editor.params.setEvalType([ids.calc], 'a', 'expression');
    editor.params.setExpression([ids.calc], 'a', 'box.$a');
    editor.selection.clear();
    const derivation = new ReferencesDerivation();
    return { editor, ids, derive: () => derivation.derive(editor, 'all', 'all') };
  };

  it('keeps the same links while nodes only move (a drag), and derives anew when an expression changes', () => {
    const { editor, ids, derive } = setup();
    const first = derive();
    expect(first.map((l) => l.label)).toEqual(['$a']);
    editor.nodes.move([ids.calc, ids.box], { x: 40, y: 10 });
    expect(derive()).toBe(first);

    editor.params.setExpression([ids.calc], 'a', 'box.$a + box.$size');
    const next = derive();
    expect(next).not.toBe(first);
    expect(next.map((l) => l.label)).toEqual(['$a, $size']);
  });

  it('derives anew when a node is renamed (paths resolve by name) or the selection changes', () => {
    const { editor, ids, derive } = setup();
    const first = derive();
    editor.nodes.rename(ids.box, 'crate');
    const renamed = derive();
    expect(renamed).not.toBe(first);
    expect(renamed.map((l) => editor.nodes.get(l.from)?.name)).toEqual(['crate']);
    editor.selection.select([ids.box]);
    expect(derive()).not.toBe(renamed);
  });
});
