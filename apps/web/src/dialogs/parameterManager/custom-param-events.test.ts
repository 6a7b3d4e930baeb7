import { CREATION_MESSAGES, isValidCustomParamId, seededRandom } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import {
  type CustomParamDraft,
  DRAFT_MESSAGES,
  draftOf,
  emptyDraft,
  fieldsOfDraft,
} from './custom-param-draft.js';
import {
  addCustomParamEvents,
  deleteCustomParamEvents,
  editCustomParamEvents,
  moveCustomParamEvents,
  siblingsInOrder,
} from './custom-param-events.js';

const random = seededRandom(11);

function setup() {
  const { editor } = editorFixture();
  const nodeId = editor.nodes.create('minus', { x: 0, y: 0 })!;
  const node = () => editor.nodes.get(nodeId)!;
  const byName = (name: string) => Object.values(node().customParams).find((p) => p.name === name);
  const add = (draft: Partial<CustomParamDraft>) =>
    editor.params.changeCustom(
      nodeId,
      addCustomParamEvents(node(), fieldsOfDraft({ ...emptyDraft(), ...draft }), random),
    );
  const edit = (name: string, draft: Partial<CustomParamDraft>) => {
    const param = byName(name)!;
    editor.params.changeCustom(
      nodeId,
      editCustomParamEvents(node(), param, fieldsOfDraft({ ...draftOf(param), ...draft })),
    );
  };
  const names = (parent = '') => siblingsInOrder(node(), parent).map((p) => p.name);
  return { editor, nodeId, node, byName, add, edit, names };
}

describe('parameter manager: adding custom params', () => {
  it('adds a param with a 25-character id, its default as value, in one undo step', () => {
    const { editor, byName, add } = setup();
    add({ name: 'size', widget: 'float', dataType: 'number', defaultValue: '4', min: '0', max: '10' });
    const size = byName('size')!;
    expect(isValidCustomParamId(size.id)).toBe(true);
    expect(size.id).toHaveLength(25);
    expect(size).toMatchObject({
      value: 4,
      defaultValue: 4,
      min: 0,
      max: 10,
      widget: 'float',
      evalType: 'literal',
    });
    editor.history.undo();
    expect(byName('size')).toBeUndefined();
  });

  it('refuses a name the node already has, defined or custom (spec 2 §5: unique against params and custom params)', () => {
    const { add } = setup();
    expect(() => add({ name: 'a' })).toThrow('Duplicate custom param name: a');
    add({ name: 'title' });
    expect(() => add({ name: 'title' })).toThrow('Duplicate custom param name: title');
  });

  it('refuses an id that is not 25 lowercase alphanumerics', () => {
    const { editor, nodeId } = setup();
    const customParam = {
      id: 'ABC',
      name: 'x',
      dataType: 'string',
      value: '',
      expression: '',
      evalType: 'literal',
    } as const;
    expect(() =>
      editor.params.changeCustom(nodeId, [{ eventType: 'customParamAdded', nodeId, customParam }]),
    ).toThrow('Invalid custom param id: ABC, it must be 25 lowercase alphanumerics');
  });

  it('checks the form first: a name, its characters, numbers and the default’s type', () => {
    expect(() => fieldsOfDraft({ ...emptyDraft(), name: ' ' })).toThrow(DRAFT_MESSAGES.nameRequired);
    expect(() => fieldsOfDraft({ ...emptyDraft(), name: 'my size' })).toThrow(DRAFT_MESSAGES.nameCharacters);
    expect(() => fieldsOfDraft({ ...emptyDraft(), name: 'n', min: 'low' })).toThrow('Min must be a number');
    expect(() =>
      fieldsOfDraft({ ...emptyDraft(), name: 'n', dataType: 'number', defaultValue: 'x' }),
    ).toThrow('The default value is not a valid number');
    expect(
      fieldsOfDraft({ ...emptyDraft(), name: 'tags', dataType: 'array', defaultValue: '["a"]' }).value,
    ).toEqual(['a']);
  });
});

describe('parameter manager: folders', () => {
  it('puts params in a layout folder and a data collection folder comes with its sub-params', () => {
    const { byName, add, names } = setup();
    add({ name: 'style', kind: 'folder', folderType: 'tab' });
    add({ name: 'color', parent: byName('style')!.id });
    add({ name: 'pos', kind: 'folder', folderType: 'xy' });
    expect(names(byName('style')!.id)).toEqual(['color']);
    expect(names(byName('pos')!.id)).toEqual(['pos_x', 'pos_y']);
  });

  it('refuses to turn a folder with params into a param: the folder must be empty', () => {
    const { byName, add, edit } = setup();
    add({ name: 'style', kind: 'folder', folderType: 'tab' });
    add({ name: 'color', parent: byName('style')!.id });
    expect(() => edit('style', { kind: 'param' })).toThrow(CREATION_MESSAGES.folderNotEmpty);
  });

  it('refuses a parent that is not a folder and a folder moved into its own child', () => {
    const { byName, add, edit } = setup();
    add({ name: 'plain' });
    expect(() => add({ name: 'inside', parent: byName('plain')!.id })).toThrow(
      `Custom param parent must be a folder: ${byName('plain')!.id}`,
    );
    add({ name: 'outer', kind: 'folder', folderType: 'accordion' });
    add({ name: 'inner', kind: 'folder', folderType: 'vstack', parent: byName('outer')!.id });
    expect(() => edit('outer', { parent: byName('inner')!.id })).toThrow('Cyclic graph');
  });
});

describe('parameter manager: templates and instances', () => {
  it('makes a param added to a multiparam folder a template, with an instance in each existing group', () => {
    const { editor, nodeId, node, byName, add } = setup();
    add({ name: 'points', kind: 'folder', folderType: 'multiparam' });
    const folder = byName('points')!.id;
    add({ name: 'x', parent: folder, widget: 'float', dataType: 'number', defaultValue: '1' });
    editor.params.changeMultiparam(nodeId, folder, { kind: 'insert', group: 1 });
    add({ name: 'y', parent: folder, widget: 'float', dataType: 'number', defaultValue: '2' });
    expect(byName('y')).toMatchObject({ isTemplate: true, parent: folder });
    expect(byName('y_1')).toMatchObject({
      value: 2,
      createdFromTemplate: { identifier: byName('y')!.id, groupNumber: 1 },
    });
    expect(byName('x_1')?.value).toBe(1);
    editor.history.undo();
    expect(byName('y_1')).toBeUndefined();
    expect(Object.keys(node().customParams)).toHaveLength(3);
  });

  it('refuses a template outside a multiparam folder and an instance of a group that cannot exist', () => {
    const { editor, nodeId, byName, add } = setup();
    add({ name: 'points', kind: 'folder', folderType: 'multiparam' });
    add({ name: 'tab', kind: 'folder', folderType: 'tab' });
    const base = { dataType: 'number', value: 0, expression: '', evalType: 'literal' } as const;
    expect(() =>
      editor.params.changeCustom(nodeId, [
        {
          eventType: 'customParamAdded',
          nodeId,
          customParam: {
            ...base,
            id: 'a'.repeat(25),
            name: 't',
            isTemplate: true,
            parent: byName('tab')!.id,
          },
        },
      ]),
    ).toThrow('A template needs a multiparam folder parent: t');
    add({ name: 'x', parent: byName('points')!.id });
    expect(() =>
      editor.params.changeCustom(nodeId, [
        {
          eventType: 'customParamAdded',
          nodeId,
          customParam: {
            ...base,
            id: 'b'.repeat(25),
            name: 'x_5',
            parent: byName('points')!.id,
            createdFromTemplate: { identifier: byName('x')!.id, groupNumber: 5 },
          },
        },
      ]),
    ).toThrow('Invalid group number 5 for instance x_5');
  });
});

describe('parameter manager: reorder, edit and delete', () => {
  it('moves a param among its siblings in one undo step', () => {
    const { editor, add, names } = setup();
    for (const name of ['one', 'two', 'three']) add({ name });
    const { node } = { node: () => editor.nodes.get(editor.view.levelNodeIds()[0]!)! };
    editor.params.changeCustom(
      node().id,
      moveCustomParamEvents(node(), Object.values(node().customParams)[2]!.id, -1),
    );
    expect(names()).toEqual(['one', 'three', 'two']);
    expect(moveCustomParamEvents(node(), Object.values(node().customParams)[0]!.id, -1)).toEqual([]);
    editor.history.undo();
    expect(names()).toEqual(['one', 'two', 'three']);
  });

  it('renames and relabels in one definition change; an unchanged form sends nothing', () => {
    const { node, byName, add, edit } = setup();
    add({ name: 'title', label: 'Title' });
    edit('title', { name: 'heading', label: 'Heading' });
    expect(byName('heading')).toMatchObject({ label: 'Heading' });
    const param = byName('heading')!;
    expect(editCustomParamEvents(node(), param, fieldsOfDraft(draftOf(param)))).toEqual([]);
    expect(() => edit('heading', { name: 'b' })).toThrow('Duplicate custom param name: b');
  });

  it('deletes a folder with its params, and undo brings them all back', () => {
    const { editor, nodeId, node, byName, add } = setup();
    add({ name: 'style', kind: 'folder', folderType: 'tab' });
    add({ name: 'color', parent: byName('style')!.id });
    editor.params.changeCustom(nodeId, deleteCustomParamEvents(node(), byName('style')!.id));
    expect(node().customParams).toEqual({});
    editor.history.undo();
    expect(byName('color')?.parent).toBe(byName('style')!.id);
  });

  it('takes only custom param events of the named node', () => {
    const { editor, nodeId } = setup();
    expect(() => editor.params.changeCustom(nodeId, [{ eventType: 'nodeDeleted', nodeId }])).toThrow(
      `changeCustom: nodeDeleted is not a custom param event of ${nodeId}`,
    );
  });
});
