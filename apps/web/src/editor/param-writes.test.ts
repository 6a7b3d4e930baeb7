import type { CustomParam } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { editorFixture } from './testing/editor-fixture.js';

const FOLDER = 'f'.repeat(25);
const TEMPLATE = 't'.repeat(25);

function customParam(id: string, name: string, extra: Partial<CustomParam>): CustomParam {
  return { id, name, dataType: 'number', value: 0, expression: '', evalType: 'literal', ...extra };
}

/** a node with a multiparam folder holding one number template */
function withMultiparam(editor: ReturnType<typeof editorFixture>['editor'], nodeId: string) {
  editor.engineHistory.dispatch([
    {
      eventType: 'customParamAdded',
      nodeId,
      customParam: customParam(FOLDER, 'points', {
        widget: 'folder',
        folderType: 'multiparam',
        value: undefined,
      }),
    },
    {
      eventType: 'multiParamTemplateCreated',
      nodeId,
      folderId: FOLDER,
      template: customParam(TEMPLATE, 'point', { widget: 'float', defaultValue: 5 }),
    },
  ]);
}

const instances = (editor: ReturnType<typeof editorFixture>['editor'], nodeId: string) =>
  Object.values(editor.nodes.get(nodeId)!.customParams)
    .filter((p) => p.createdFromTemplate)
    .map((p) => [p.name, p.value])
    .sort();

describe('WorkspaceEditor: param writes of the parameter editor', () => {
  it('sets a value on several nodes in one undo step', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('minus', { x: 0, y: 0 })!;
    const b = editor.nodes.create('minus', { x: 200, y: 0 })!;
    expect(editor.params.setField([a, b], 'a', 'value', 4)).toBe(true);
    expect(editor.nodes.get(a)!.params.a.value).toBe(4);
    expect(editor.nodes.get(b)!.params.a.value).toBe(4);
    editor.history.undo();
    expect(editor.nodes.get(a)!.params.a?.value ?? 0).toBe(0);
    expect(editor.nodes.get(b)!.params.a?.value ?? 0).toBe(0);
    expect(editor.nodes.get(b)).toBeDefined();
  });

  it('switches a param to an expression and evaluates it; undo goes back one field at a time', async () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('minus', { x: 0, y: 0 })!;
    editor.params.setEvalType([id], 'a', 'expression');
    editor.params.setExpression([id], 'a', '2 + 3');
    expect(editor.params.entry(id, 'a')?.value).toBe(5);
    editor.params.setExpression([id], 'a', '2 +');
    expect(editor.params.entry(id, 'a')?.error).toBeTruthy();
    editor.history.undo();
    expect(editor.nodes.get(id)!.params.a.expression).toBe('2 + 3');
    editor.history.undo();
    editor.history.undo();
    expect(editor.nodes.get(id)!.params.a.evalType).toBe('literal');
  });

  it('toggles glance and evaluates hideWhen-like conditions over the node', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('minus', { x: 0, y: 0 })!;
    editor.params.setGlance([id], 'b', true);
    expect(editor.nodes.get(id)!.params.b.glance).toBe(true);
    editor.params.setField([id], 'a', 'value', 3);
    expect(editor.params.condition(id, '$a > 2')).toBe(true);
    expect(editor.params.condition(id, '$a > 5')).toBe(false);
    expect(editor.params.condition(id, '$nope +')).toBe(false);
  });

  it('inserts, moves and deletes multiparam instance groups, each one undo step', () => {
    const { editor } = editorFixture();
    const id = editor.nodes.create('minus', { x: 0, y: 0 })!;
    withMultiparam(editor, id);
    expect(editor.params.changeMultiparam(id, FOLDER, { kind: 'insert', group: 1 })).toBe(true);
    editor.params.changeMultiparam(id, FOLDER, { kind: 'insert', group: 2 });
    const idOf = (name: string) =>
      Object.values(editor.nodes.get(id)!.customParams).find((p) => p.name === name)!.id;
    const first = idOf('point_1');
    const second = idOf('point_2');
    expect(instances(editor, id)).toEqual([
      ['point_1', 5],
      ['point_2', 5],
    ]);
    editor.params.changeMultiparam(id, FOLDER, { kind: 'move', group: 2, to: 1 });
    expect([idOf('point_1'), idOf('point_2')]).toEqual([second, first]);
    editor.params.changeMultiparam(id, FOLDER, { kind: 'delete', group: 1 });
    expect(idOf('point_1')).toBe(first);
    expect(instances(editor, id)).toHaveLength(1);
    editor.history.undo();
    expect([idOf('point_1'), idOf('point_2')]).toEqual([second, first]);
    editor.history.undo();
    expect([idOf('point_1'), idOf('point_2')]).toEqual([first, second]);
  });

  it('refuses every param write in read-only mode', () => {
    const { editor } = editorFixture({
      readOnly: true,
      graph: {
        nodes: [
          {
            id: 'node_minus01',
            definitionName: 'minus',
            name: 'minus',
            parentId: 'hex',
            position: { x: 0, y: 0 },
            size: { width: 160, height: 50 },
            color: '#808080',
            comment: '',
            params: {},
            customParams: {},
            flags: {},
          },
        ],
        connections: [],
      },
    } as Parameters<typeof editorFixture>[0]);
    const id = 'node_minus01';
    expect(editor.nodes.get(id)).toBeDefined();
    expect(editor.params.setField([id], 'a', 'value', 4)).toBe(false);
    expect(editor.params.setEvalType([id], 'a', 'expression')).toBe(false);
    expect(editor.params.setGlance([id], 'a', true)).toBe(false);
    expect(editor.params.changeMultiparam(id, FOLDER, { kind: 'insert', group: 1 })).toBe(false);
    expect(editor.nodes.get(id)!.params.a).toBeUndefined();
  });
});

describe('WorkspaceEditor: resolveNodePath', () => {
  it('resolves a sibling by relative and absolute path, and nothing for a missing name', () => {
    const { editor } = editorFixture();
    const a = editor.nodes.create('minus', { x: 0, y: 0 })!;
    const b = editor.nodes.create('plus', { x: 0, y: 200 })!;
    const nameOfB = editor.nodes.get(b)!.name;
    expect(editor.nodes.resolvePath(a, `../${nameOfB}`) ?? editor.nodes.resolvePath(a, nameOfB)).toBe(b);
    expect(editor.nodes.resolvePath(a, `/hex/${nameOfB}`)).toBe(b);
    expect(editor.nodes.resolvePath(a, 'nothing_here')).toBeUndefined();
  });
});
