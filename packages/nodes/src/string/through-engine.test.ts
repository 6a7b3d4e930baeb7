import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('string through the engine', () => {
  it('trim and case feed a template and a concat in wire order', async () => {
    const graph = new WiredGraph();
    const trimmed = graph.add('stringTrim', 'trimmed', { params: { string: '  big world  ' } });
    const cased = graph.add('stringCase', 'cased', { params: { case: 'pascalCase' } });
    graph.wire(trimmed, 'result', cased, 'string');
    const template = graph.add('stringTemplate', 'template', { params: { template: 'Hello {0}, {1}!' } });
    graph.wire(trimmed, 'result', template, 'values', 1);
    graph.wire(cased, 'result', template, 'values', 0);
    expect(await graph.evaluate(template)).toEqual({ result: 'Hello BigWorld, big world!' });
    const joined = graph.add('stringConcat', 'joined', { params: { separator: '\\n', prefix: '> ' } });
    graph.wire(cased, 'result', joined, 'strings', 0);
    graph.wire(template, 'result', joined, 'strings', 1);
    expect(await graph.evaluate(joined)).toEqual({ result: '> BigWorld\nHello BigWorld, big world!' });
  });

  it('split, then a length of the parts', async () => {
    const graph = new WiredGraph();
    const parts = graph.add('stringSplit', 'parts', { params: { string: 'a;b;c', separator: ';' } });
    const count = graph.add('arrayLength', 'count');
    graph.wire(parts, 'result', count, 'array');
    expect(await graph.evaluate(count)).toEqual({ result: 3 });
  });
});

describe('every string node through the engine', () => {
  const cases: EngineCase[] = [
    { node: 'stringCase', inputs: { string: 'node loom' }, outputs: { result: 'Node-Loom' } },
    {
      node: 'stringCompare',
      inputs: { a: 'A b' },
      params: { b: 'ab', ignoreCase: true, ignoreWhitespace: true },
      outputs: { result: true },
    },
    {
      node: 'stringConcat',
      multi: { strings: ['a', 'b'] },
      params: { separator: '-' },
      outputs: { result: 'a-b' },
    },
    {
      node: 'stringEndsWith',
      inputs: { string: 'index.html' },
      params: { search: '.html' },
      outputs: { result: true },
    },
    { node: 'stringIncludes', inputs: { string: 'nodeloom', search: 'loo' }, outputs: { result: true } },
    { node: 'stringLength', inputs: { string: 'four' }, outputs: { result: 4 } },
    { node: 'stringPad', inputs: { string: '42' }, outputs: { result: '0042' } },
    {
      node: 'stringReplace',
      inputs: { string: 'a1b22' },
      params: { search: '/\\d+/', replace: '#' },
      outputs: { result: 'a#b#' },
    },
    {
      node: 'stringSlice',
      inputs: { string: 'nodeloom' },
      params: { start: -4 },
      outputs: { result: 'loom' },
    },
    { node: 'stringSplit', inputs: { string: 'a,b' }, outputs: { result: ['a', 'b'] } },
    {
      node: 'stringTemplate',
      params: { template: '{0}/{1}' },
      multi: { values: ['x', 2] },
      outputs: { result: 'x/2' },
    },
    { node: 'stringTrim', inputs: { string: '  x ' }, outputs: { result: 'x' } },
    { node: 'mergeTailwindStyles', multi: { strings: ['px-2 py-1', 'p-3'] }, outputs: { result: 'p-3' } },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
