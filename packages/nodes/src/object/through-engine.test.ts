import { describe, expect, it } from 'vitest';
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
