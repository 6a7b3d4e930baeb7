import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { ALL_FIELDS, replaceAll, searchProject } from '../../find/search.js';
import { planReplace } from './replace-plan.js';

function project() {
  const { editor } = editorFixture();
  const level = editor.nodes.create('level', { x: 0, y: 0 })!;
  editor.nodes.rename(level, 'checkout');
  editor.view.enterLevel(level);
  const price = editor.nodes.create('constant', { x: 0, y: 0 })!;
  editor.nodes.rename(price, 'price');
  editor.params.setField([price], 'value', 'value', 'Total price');
  const tax = editor.nodes.create('constant', { x: 0, y: 100 })!;
  editor.params.setEvalType([tax], 'value', 'expression');
  editor.params.setExpression([tax], 'value', 'price.$value');
  return { editor, level, price, tax };
}

const everywhere = { caseSensitive: false, fields: new Set(ALL_FIELDS) };

describe('find and replace', () => {
  it('finds names, values and expressions on every level, with their paths', () => {
    const { editor, price, tax } = project();
    const found = searchProject(editor.graph, 'PRICE', everywhere);
    expect(found.map((m) => [m.path, m.field, m.param ?? null])).toEqual([
      ['/hex/checkout/constant', 'expression', 'value'],
      ['/hex/checkout/price', 'name', null],
      ['/hex/checkout/price', 'value', 'value'],
    ]);
    expect(found.map((m) => m.nodeId)).toEqual([tax, price, price]);
    expect(searchProject(editor.graph, 'PRICE', { ...everywhere, caseSensitive: true })).toEqual([]);
    expect(
      searchProject(editor.graph, 'price', { ...everywhere, fields: new Set(['name'] as const) }),
    ).toHaveLength(1);
  });

  it('plans a replace: param edits in one step, renames apart', () => {
    const { editor, price, tax } = project();
    const plan = planReplace(searchProject(editor.graph, 'price', everywhere), 'price', 'cost', false);
    expect(plan.renames).toEqual([{ nodeId: price, from: 'price', to: 'cost' }]);
    expect(plan.edits).toEqual([
      { nodeId: tax, param: 'value', field: 'expression', value: 'cost.$value' },
      { nodeId: price, param: 'value', field: 'value', value: 'Total cost' },
    ]);
  });

  it('replaces text literally, whatever characters it holds', () => {
    expect(replaceAll('a.$b + a.$b', '.$b', '.$c', true)).toBe('a.$c + a.$c');
    expect(replaceAll('Price', 'price', 'cost', false)).toBe('cost');
  });
});
