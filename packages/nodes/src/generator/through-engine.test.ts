import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('generator through the engine', () => {
  it('faker with typed options and with options wired from a constant object', async () => {
    const graph = new WiredGraph();
    const typed = graph.add('faker', 'typed', {
      params: { type: 'number.int', options: '{"min": 7, "max": 7}' },
    });
    expect(await graph.evaluate(typed)).toEqual({ value: 7 });
    const options = graph.add('constant', 'options', {
      params: { type: 'object', value: '{"min": 2, "max": 2}' },
    });
    const wired = graph.add('faker', 'wired', { params: { type: 'number.int' } });
    graph.wire(options, 'value', wired, 'options');
    expect(await graph.evaluate(wired)).toEqual({ value: 2 });
  });

  it('the same seed gives the same word', async () => {
    const graph = new WiredGraph();
    const a = graph.add('faker', 'a', { params: { seed: 42 } });
    const b = graph.add('faker', 'b', { params: { seed: 42 } });
    const word = await graph.evaluate(a);
    expect(word).toEqual({ value: expect.any(String) });
    expect(await graph.evaluate(b)).toEqual(word);
  });
});
