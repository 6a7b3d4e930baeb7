import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('json through the engine', () => {
  it('stringify then parse gives back an equal value: diffJson sees no change', async () => {
    const graph = new WiredGraph();
    const value = graph.add('constant', 'value', {
      params: { type: 'object', value: '{"a": [1, {"b": true}]}' },
    });
    const text = graph.add('jsonStringify', 'text', { params: { indent: 0 } });
    graph.wire(value, 'value', text, 'value');
    expect(await graph.evaluate(text)).toEqual({ string: '{"a":[1,{"b":true}]}' });
    const parsed = graph.add('jsonParse', 'parsed');
    graph.wire(text, 'string', parsed, 'string');
    const diff = graph.add('diffJson', 'diff');
    graph.wire(value, 'value', diff, 'left');
    graph.wire(parsed, 'value', diff, 'right');
    expect(await graph.evaluate(diff)).toEqual({ delta: null, hasChanges: false });
  });

  it('diffJson gives the delta of two wired values', async () => {
    const graph = new WiredGraph();
    const left = graph.add('jsonParse', 'left', { params: { string: '{"n": 1}' } });
    const right = graph.add('jsonParse', 'right', { params: { string: '{"n": 2}' } });
    const diff = graph.add('diffJson', 'diff');
    graph.wire(left, 'value', diff, 'left');
    graph.wire(right, 'value', diff, 'right');
    expect(await graph.evaluate(diff)).toEqual({ delta: { n: [1, 2] }, hasChanges: true });
  });
});

describe('every json node through the engine', () => {
  const cases: EngineCase[] = [
    { node: 'jsonParse', inputs: { string: '[1,"a"]' }, outputs: { value: [1, 'a'] } },
    {
      node: 'jsonStringify',
      inputs: { value: { a: 1 } },
      params: { indent: 0 },
      outputs: { string: '{"a":1}' },
    },
    {
      node: 'diffJson',
      inputs: { left: [1], right: [1, 2] },
      outputs: { delta: { _t: 'a', 1: [2] }, hasChanges: true },
    },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
