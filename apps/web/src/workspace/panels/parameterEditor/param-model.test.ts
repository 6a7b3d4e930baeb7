import type { CustomParam, NodeDefinition } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../../editor/testing/editor-fixture.js';
import { clampToRange, type ModelNode, nodeRows, rangeText, selectionRows } from './param-model.js';

function setup() {
  const { editor } = editorFixture();
  const model = (id: string): ModelNode => ({
    node: editor.nodes.get(id)!,
    definition: editor.nodes.definitionOf(id),
  });
  const condition = (id: string, expression: string) => editor.params.condition(id, expression);
  return { editor, model, condition };
}

const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name);

describe('param-model: rows of one node', () => {
  it('lists the definition params by order, then declaration order, with labels and ranges', () => {
    const { editor, model } = setup();
    const id = editor.nodes.create('noise', { x: 0, y: 0 })!;
    const definition = editor.nodes.definitionOf(id)!;
    // reverse the declared orders: the rows must follow `order`, not declaration
    const reordered: NodeDefinition = {
      ...definition,
      parameters: definition.parameters.map((p, i) => ({ ...p, order: 100 - i })),
    };
    const rows = nodeRows({ node: editor.nodes.get(id)!, definition: reordered }, () => false);
    expect(names(rows)).toEqual([...definition.parameters].reverse().map((p) => p.name));
    const unordered: NodeDefinition = {
      ...definition,
      parameters: definition.parameters.map(({ order: _, ...p }, i) => (i === 3 ? { ...p, order: 0 } : p)),
    };
    const rows2 = nodeRows({ node: editor.nodes.get(id)!, definition: unordered }, () => false);
    expect(rows2[0]!.name).toBe(definition.parameters[3]!.name);
    const scale = nodeRows(model(id), () => false).find((r) => r.name === 'scale')!;
    expect(scale).toMatchObject({
      label: 'Scale',
      description: 'multiplies every coordinate',
      min: 0,
      max: 100,
    });
  });

  it('hides by hideWhen and disables by disableWhen against the current values', () => {
    const { editor, model, condition } = setup();
    const noise = editor.nodes.create('noise', { x: 0, y: 0 })!;
    const hidden = () =>
      nodeRows(model(noise), condition)
        .filter((r) => r.hidden)
        .map((r) => r.name);
    expect(hidden()).toEqual(['z', 'w']);
    editor.params.setField([noise], 'dimension', 'value', 3);
    expect(hidden()).toEqual(['w']);

    const slice = editor.nodes.create('stringSlice', { x: 0, y: 200 })!;
    const end = () => nodeRows(model(slice), condition).find((r) => r.name === 'end')!;
    expect(end().disabled).toBe(true);
    editor.params.setField([slice], 'useEnd', 'value', true);
    expect(end().disabled).toBe(false);
  });

  it('puts custom params after the defined ones, folders holding their contents', () => {
    const { editor, model } = setup();
    const id = editor.nodes.create('minus', { x: 0, y: 0 })!;
    const cp = (idChar: string, name: string, extra: Partial<CustomParam>): CustomParam => ({
      id: idChar.repeat(25),
      name,
      dataType: 'number',
      value: 1,
      expression: '',
      evalType: 'literal',
      widget: 'float',
      ...extra,
    });
    editor.engineHistory.dispatch([
      {
        eventType: 'customParamAdded',
        nodeId: id,
        customParam: cp('a', 'size', { widget: 'folder', folderType: 'xy' }),
      },
      {
        eventType: 'customParamAdded',
        nodeId: id,
        customParam: cp('b', 'size_x', { parent: 'a'.repeat(25) }),
      },
      {
        eventType: 'customParamAdded',
        nodeId: id,
        customParam: cp('c', 'size_y', { parent: 'a'.repeat(25) }),
      },
      { eventType: 'customParamAdded', nodeId: id, customParam: cp('d', 'gain', { order: 0 }) },
    ]);
    const rows = nodeRows(model(id), () => false);
    expect(names(rows)).toEqual(['a', 'b', 'gain', 'size']);
    const folder = rows.at(-1)!;
    expect(folder).toMatchObject({ widget: 'folder', folderType: 'xy', valueLocked: true, custom: true });
    expect(names(folder.children)).toEqual(['size_x', 'size_y']);
  });
});

describe('param-model: a multi-selection', () => {
  it('same definition: every param, Mixed where the values differ', () => {
    const { editor, model, condition } = setup();
    const a = editor.nodes.create('minus', { x: 0, y: 0 })!;
    const b = editor.nodes.create('minus', { x: 0, y: 200 })!;
    editor.params.setField([a], 'a', 'value', 2);
    const rows = selectionRows([model(a), model(b)], condition);
    expect(names(rows)).toEqual(['a', 'b']);
    expect(rows.map((r) => r.mixed)).toEqual([true, false]);
  });

  it('different definitions: only the names they share with the same widget', () => {
    const { editor, model, condition } = setup();
    const minus = editor.nodes.create('minus', { x: 0, y: 0 })!;
    const noise = editor.nodes.create('noise', { x: 0, y: 200 })!;
    const plus = editor.nodes.create('plus', { x: 0, y: 400 })!;
    expect(selectionRows([model(minus), model(noise)], condition)).toEqual([]);
    const shared = selectionRows([model(minus), model(plus)], condition);
    const plusParams = editor.nodes.definitionOf(plus)!.parameters;
    const expected = editor.nodes
      .definitionOf(minus)!
      .parameters.filter((p) => plusParams.some((q) => q.name === p.name && q.widget === p.widget))
      .map((p) => p.name);
    expect(names(shared)).toEqual(expected);
  });
});

describe('param-model: ranges', () => {
  it('clamps to min and max on commit and rounds ints', () => {
    expect(clampToRange(140, { min: 0, max: 100, widget: 'float' })).toBe(100);
    expect(clampToRange(-3.5, { min: 0, widget: 'float' })).toBe(0);
    expect(clampToRange(2.6, { widget: 'int' })).toBe(3);
    expect(clampToRange(2.6, { widget: 'float' })).toBe(2.6);
    expect(rangeText({ min: 0, max: 100 })).toBe('0 … 100');
    expect(rangeText({})).toBeUndefined();
  });
});
