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
  Object.values(editor.getNode(nodeId)!.customParams)
    .filter((p) => p.createdFromTemplate)
    .map((p) => [p.name, p.value])
    .sort();

describe('WorkspaceEditor: param writes of the parameter editor', () => {
  it('sets a value on several nodes in one undo step', () => {
    const { editor } = editorFixture();
    const a = editor.createNode('minus', { x: 0, y: 0 })!;
    const b = editor.createNode('minus', { x: 200, y: 0 })!;
    expect(editor.setParamField([a, b], 'a', 'value', 4)).toBe(true);
    expect(editor.getNode(a)!.params.a.value).toBe(4);
    expect(editor.getNode(b)!.params.a.value).toBe(4);
    editor.history.undo();
    expect(editor.getNode(a)!.params.a?.value ?? 0).toBe(0);
    expect(editor.getNode(b)!.params.a?.value ?? 0).toBe(0);
    expect(editor.getNode(b)).toBeDefined();
  });

  it('switches a param to an expression and evaluates it; undo goes back one field at a time', async () => {
    const { editor } = editorFixture();
    const id = editor.createNode('minus', { x: 0, y: 0 })!;
    editor.setParamEvalType([id], 'a', 'expression');
    editor.setParamExpression([id], 'a', '2 + 3');
    expect(editor.paramEntry(id, 'a')?.value).toBe(5);
    editor.setParamExpression([id], 'a', '2 +');
    expect(editor.paramEntry(id, 'a')?.error).toBeTruthy();
    editor.history.undo();
    expect(editor.getNode(id)!.params.a.expression).toBe('2 + 3');
    editor.history.undo();
    editor.history.undo();
    expect(editor.getNode(id)!.params.a.evalType).toBe('literal');
  });

  it('toggles glance and evaluates hideWhen-like conditions over the node', () => {
    const { editor } = editorFixture();
    const id = editor.createNode('minus', { x: 0, y: 0 })!;
    editor.setGlance([id], 'b', true);
    expect(editor.getNode(id)!.params.b.glance).toBe(true);
    editor.setParamField([id], 'a', 'value', 3);
    expect(editor.paramCondition(id, '$a > 2')).toBe(true);
    expect(editor.paramCondition(id, '$a > 5')).toBe(false);
    expect(editor.paramCondition(id, '$nope +')).toBe(false);
  });

  it('inserts, moves and deletes multiparam instance groups, each one undo step', () => {
    const { editor } = editorFixture();
    const id = editor.createNode('minus', { x: 0, y: 0 })!;
    withMultiparam(editor, id);
    expect(editor.changeMultiparam(id, FOLDER, { kind: 'insert', group: 1 })).toBe(true);
    editor.changeMultiparam(id, FOLDER, { kind: 'insert', group: 2 });
    const idOf = (name: string) =>
      Object.values(editor.getNode(id)!.customParams).find((p) => p.name === name)!.id;
    const first = idOf('point_1');
    const second = idOf('point_2');
    expect(instances(editor, id)).toEqual([
      ['point_1', 5],
      ['point_2', 5],
    ]);
    editor.changeMultiparam(id, FOLDER, { kind: 'move', group: 2, to: 1 });
    expect([idOf('point_1'), idOf('point_2')]).toEqual([second, first]);
    editor.changeMultiparam(id, FOLDER, { kind: 'delete', group: 1 });
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
    expect(editor.getNode(id)).toBeDefined();
    expect(editor.setParamField([id], 'a', 'value', 4)).toBe(false);
    expect(editor.setParamEvalType([id], 'a', 'expression')).toBe(false);
    expect(editor.setGlance([id], 'a', true)).toBe(false);
    expect(editor.changeMultiparam(id, FOLDER, { kind: 'insert', group: 1 })).toBe(false);
    expect(editor.getNode(id)!.params.a).toBeUndefined();
  });
});

describe('WorkspaceEditor: resolveNodePath', () => {
  it('resolves a sibling by relative and absolute path, and nothing for a missing name', () => {
    const { editor } = editorFixture();
    const a = editor.createNode('minus', { x: 0, y: 0 })!;
    const b = editor.createNode('plus', { x: 0, y: 200 })!;
    const nameOfB = editor.getNode(b)!.name;
    expect(editor.resolveNodePath(a, `../${nameOfB}`) ?? editor.resolveNodePath(a, nameOfB)).toBe(b);
    expect(editor.resolveNodePath(a, `/hex/${nameOfB}`)).toBe(b);
    expect(editor.resolveNodePath(a, 'nothing_here')).toBeUndefined();
  });
});
