import { describe, expect, it } from 'vitest';
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
