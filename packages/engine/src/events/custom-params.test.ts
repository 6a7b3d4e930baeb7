import { describe, expect, it } from 'vitest';
import type { CustomParam } from '../model/index.js';
import { seededRandom } from '../model/index.js';
import { testProject } from '../project/test-registry.js';
import { DATA_COLLECTION_SUFFIXES } from './custom-param-rules.js';
import { dataCollectionEvents } from './data-collections.js';

const id = (n: number) => String(n).padStart(25, 'a');
const param = (n: number, extra: Partial<CustomParam> = {}): CustomParam => ({
  id: id(n),
  name: `p${n}`,
  dataType: 'number',
  value: 0,
  expression: '',
  evalType: 'literal',
  ...extra,
});

function setup() {
  const t = testProject();
  const node = t.create('box', 'fex');
  const add = (p: CustomParam) =>
    t.history.dispatch([{ eventType: 'customParamAdded', nodeId: node, customParam: p }]);
  const params = () => t.state.getNode(node)!.customParams;
  return { ...t, node, add, params };
}

describe('custom params (spec 2 §5 Custom params)', () => {
  it('needs an id of 25 lowercase alphanumerics', () => {
    const { add } = setup();
    expect(() => add(param(1, { id: 'short' }))).toThrow(expect.objectContaining({ code: 'InvalidDataKey' }));
    add(param(1));
  });

  it("needs a name unique against the node's params and custom params", () => {
    const { add } = setup();
    add(param(1, { name: 'size' }));
    expect(() => add(param(2, { name: 'size' }))).toThrow(expect.objectContaining({ code: 'DuplicateName' }));
    expect(() => add(param(3, { name: 'width' }))).toThrow('Duplicate custom param name: width');
  });

  it('needs a data type from the list and a folder parent', () => {
    const { add } = setup();
    expect(() => add(param(1, { dataType: 'date' as never }))).toThrow('Invalid data type: date');
    add(param(2));
    expect(() => add(param(3, { parent: id(2) }))).toThrow('Custom param parent must be a folder');
    add(param(4, { widget: 'folder', folderType: 'tab' }));
    add(param(5, { parent: id(4) }));
  });

  it('needs the folder widget for a folder type, and a multiparam folder for a template', () => {
    const { add } = setup();
    expect(() => add(param(1, { folderType: 'tab' }))).toThrow('A folder type needs the folder widget');
    add(param(2, { widget: 'folder', folderType: 'tab' }));
    expect(() => add(param(3, { parent: id(2), isTemplate: true }))).toThrow(
      'A template needs a multiparam folder parent',
    );
  });

  it("refuses to unset a folder that is not empty: 'A folder must be empty to unset'", () => {
    const { add, history, node, params } = setup();
    add(param(1, { widget: 'folder', folderType: 'accordion' }));
    add(param(2, { parent: id(1) }));
    const unset = () =>
      history.dispatch([
        {
          eventType: 'customParamDefinitionChanged',
          nodeId: node,
          customParamId: id(1),
          changes: { widget: 'float', folderType: undefined },
        },
      ]);
    expect(unset).toThrow('A folder must be empty to unset');
    history.dispatch([{ eventType: 'customParamDeleted', nodeId: node, customParamId: id(2) }]);
    unset();
    expect(params()[id(1)].widget).toBe('float');
  });

  it('refuses values set directly on folders and templates', () => {
    const { add, history, node } = setup();
    add(param(1, { widget: 'folder', folderType: 'tab' }));
    expect(() =>
      history.dispatch([
        { eventType: 'customParamValueChanged', nodeId: node, customParamId: id(1), value: 3 },
      ]),
    ).toThrow(expect.objectContaining({ code: 'InvalidOperation' }));
  });

  it('updates only the listed definition keys; non-numeric min, max, order become undefined', () => {
    const { add, history, node, params } = setup();
    add(param(1, { min: 1, max: 5 }));
    expect(() =>
      history.dispatch([
        {
          eventType: 'customParamDefinitionChanged',
          nodeId: node,
          customParamId: id(1),
          changes: { id: 'x' },
        },
      ]),
    ).toThrow('Invalid key: id');
    history.dispatch([
      {
        eventType: 'customParamDefinitionChanged',
        nodeId: node,
        customParamId: id(1),
        changes: { min: 'abc', label: 'P' },
      },
    ]);
    expect(params()[id(1)].min).toBeUndefined();
    expect(params()[id(1)].label).toBe('P');
    history.undo();
    expect(params()[id(1)].min).toBe(1);
  });

  it("refuses a folder cycle: 'Cyclic graph'", () => {
    const { add, history, node } = setup();
    add(param(1, { widget: 'folder', folderType: 'tab' }));
    add(param(2, { widget: 'folder', folderType: 'tab', parent: id(1) }));
    expect(() =>
      history.dispatch([
        {
          eventType: 'customParamDefinitionChanged',
          nodeId: node,
          customParamId: id(1),
          changes: { parent: id(2) },
        },
      ]),
    ).toThrow(expect.objectContaining({ code: 'CircularFolderStructure', message: 'Cyclic graph' }));
  });

  it('names data collection sub-params with the spec suffixes', () => {
    expect(DATA_COLLECTION_SUFFIXES['nine-dot']).toEqual([
      '_l',
      '_r',
      '_t',
      '_b',
      '_tl',
      '_tr',
      '_bl',
      '_br',
      '_c',
    ]);
    expect(DATA_COLLECTION_SUFFIXES.xy).toEqual(['_x', '_y']);
  });
});

describe('multiparam folders', () => {
  function withFolder() {
    const s = setup();
    s.add(param(1, { name: 'items', widget: 'folder', folderType: 'multiparam' }));
    s.history.dispatch([
      {
        eventType: 'multiParamTemplateCreated',
        nodeId: s.node,
        folderId: id(1),
        template: param(2, { name: 'item', defaultValue: 7 }),
      },
    ]);
    const insert = (groupNumber: number, instanceId: string) =>
      s.history.dispatch([
        {
          eventType: 'multiParamInstanceGroupInserted',
          nodeId: s.node,
          folderId: id(1),
          groupNumber,
          instanceIds: { [id(2)]: instanceId },
        },
      ]);
    const names = () =>
      Object.values(s.params())
        .filter((p) => p.createdFromTemplate)
        .sort((a, b) => a.createdFromTemplate!.groupNumber - b.createdFromTemplate!.groupNumber)
        .map((p) => `${p.id.slice(-2)}:${p.name}`);
    return { ...s, insert, names };
  }

  it('names instances template name, underscore, group number, from the template default', () => {
    const { insert, names, params } = withFolder();
    insert(1, id(10));
    insert(2, id(11));
    expect(names()).toEqual(['10:item_1', '11:item_2']);
    expect(params()[id(10)].value).toBe(7);
  });

  it('accepts an existing or the next group number only', () => {
    const { insert } = withFolder();
    expect(() => insert(2, id(10))).toThrow('Invalid group number: 2');
    insert(1, id(10));
    insert(1, id(11));
  });

  it('inserts, deletes and moves groups, renumbering the others, and undoes each', () => {
    const { insert, names, history, node } = withFolder();
    insert(1, id(10));
    insert(2, id(11));
    insert(1, id(12));
    expect(names()).toEqual(['12:item_1', '10:item_2', '11:item_3']);
    history.dispatch([
      { eventType: 'multiParamInstanceGroupMoved', nodeId: node, folderId: id(1), from: 1, to: 3 },
    ]);
    expect(names()).toEqual(['10:item_1', '11:item_2', '12:item_3']);
    history.dispatch([
      { eventType: 'multiParamInstanceGroupDeleted', nodeId: node, folderId: id(1), groupNumber: 2 },
    ]);
    expect(names()).toEqual(['10:item_1', '12:item_2']);
    history.undo();
    expect(names()).toEqual(['10:item_1', '11:item_2', '12:item_3']);
    history.undo();
    expect(names()).toEqual(['12:item_1', '10:item_2', '11:item_3']);
  });

  it('refuses an instance group in a folder without template', () => {
    const { add, history, node } = setup();
    add(param(1, { name: 'items', widget: 'folder', folderType: 'multiparam' }));
    expect(() =>
      history.dispatch([
        {
          eventType: 'multiParamInstanceGroupInserted',
          nodeId: node,
          folderId: id(1),
          groupNumber: 1,
          instanceIds: {},
        },
      ]),
    ).toThrow(`No template in multiparam folder ${id(1)}`);
  });

  it('needs a matching template for an instance', () => {
    const { add } = withFolder();
    expect(() =>
      add(param(20, { parent: id(1), createdFromTemplate: { identifier: id(99), groupNumber: 1 } })),
    ).toThrow('No matching template for instance p20');
  });
});

describe('data collection folders', () => {
  it('adds nine-dot sub-params suffixed _l, _r, _t, _b, _tl, _tr, _bl, _br, _c and xy ones suffixed _x, _y', () => {
    const { history, node, params } = setup();
    const folder = (n: number, name: string, folderType: 'nine-dot' | 'xy') =>
      param(n, { name, widget: 'folder', folderType });
    history.dispatch(dataCollectionEvents(node, folder(1, 'padding', 'nine-dot'), seededRandom(1)));
    history.dispatch(dataCollectionEvents(node, folder(2, 'offset', 'xy'), seededRandom(2)));
    const names = Object.values(params())
      .filter((p) => p.parent)
      .map((p) => p.name);
    expect(names).toEqual([
      ...['_l', '_r', '_t', '_b', '_tl', '_tr', '_bl', '_br', '_c'].map((s) => `padding${s}`),
      'offset_x',
      'offset_y',
    ]);
    expect(() => dataCollectionEvents(node, param(3, { widget: 'folder', folderType: 'tab' }))).toThrow(
      'Not a data collection folder: p3',
    );
  });
});
