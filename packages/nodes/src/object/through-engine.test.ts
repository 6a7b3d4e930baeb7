import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('object through the engine', () => {
  it('pairs make an object that is extended, renamed and read', async () => {
    const graph = new WiredGraph();
    const name = graph.add('keyValuePair', 'name', { params: { key: 'name', value: 'Ann' } });
    const role = graph.add('keyValuePair', 'role', { params: { key: 'role', value: 'admin' } });
    const person = graph.add('createObject', 'person');
    graph.wire(name, 'pair', person, 'entries', 0);
    graph.wire(role, 'pair', person, 'entries', 1);
    const renamed = graph.add('objectRenameKey', 'renamed', { params: { oldKey: 'role', newKey: 'title' } });
    graph.wire(person, 'object', renamed, 'object');
    expect(await graph.evaluate(renamed)).toEqual({ object: { name: 'Ann', title: 'admin' } });
    const title = graph.add('objectGetKey', 'title', { params: { key: 'title' } });
    graph.wire(renamed, 'object', title, 'object');
    expect(await graph.evaluate(title)).toEqual({ value: 'admin' });
  });

  it("'Unknown value type: ... of constant node' reaches the node", async () => {
    const graph = new WiredGraph();
    const constant = graph.add('constant', 'c', { params: { type: 'date' } });
    expect(await graph.evaluate(constant)).toEqual({
      error: 'Failed to parse node c constant: Unknown value type: date of constant node',
    });
  });
});

describe('every object node through the engine', () => {
  const object = { a: 1, b: null, c: { d: 'x' } };
  const cases: EngineCase[] = [
    { node: 'constant', params: { type: 'number', value: '4' }, outputs: { value: 4 } },
    { node: 'createObject', multi: { entries: [{ a: 1 }, { b: 2 }] }, outputs: { object: { a: 1, b: 2 } } },
    { node: 'keyValuePair', inputs: { key: 'k', value: [1] }, outputs: { pair: { k: [1] } } },
    { node: 'mergeAsArray', multi: { items: [1, 'two', [3]] }, outputs: { array: [1, 'two', [3]] } },
    {
      node: 'objectAddKey',
      inputs: { object },
      params: { key: 'e', value: 'v' },
      outputs: { object: { ...object, e: 'v' } },
    },
    {
      node: 'objectDeleteKey',
      inputs: { object },
      params: { key: 'c' },
      outputs: { object: { a: 1, b: null } },
    },
    {
      node: 'objectEntries',
      inputs: { object: { a: 1 } },
      outputs: { entries: [['a', 1]], keys: ['a'], values: [1] },
    },
    { node: 'objectFilterKeysValues', inputs: { object }, outputs: { object: { a: 1, c: { d: 'x' } } } },
    { node: 'objectGetKey', inputs: { object }, params: { key: 'c.d' }, outputs: { value: 'x' } },
    { node: 'objectMerge', multi: { objects: [{ a: 1 }, { a: 2 }] }, outputs: { object: { a: 2 } } },
    {
      node: 'objectRenameKey',
      inputs: { object: { a: 1 } },
      params: { oldKey: 'a', newKey: 'z' },
      outputs: { object: { z: 1 } },
    },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
