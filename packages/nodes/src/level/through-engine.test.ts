import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('level, levelInput and levelOutput through the engine', () => {
  it('a level outputs what its levelOutput receives from its levelInput', async () => {
    const graph = new WiredGraph();
    const source = graph.add('getEnv', 'source', { params: { key: 'MISSING', fallbackValue: 'hello' } });
    const level = graph.add('level', 'wrap');
    const input = graph.add('levelInput', 'text', { parent: level, params: { name: 'text' } });
    const encode = graph.add('encodeURI', 'encode', { parent: level });
    const output = graph.add('levelOutput', 'result', { parent: level });
    graph.wire(input, 'output', encode, 'input');
    graph.wire(encode, 'output', output, 'input');
    graph.wire(source, 'value', level, input);
    expect(await graph.evaluate(level)).toEqual({ [output]: 'hello' });
  });

  it('"Cannot be parsed levelOutput node directly"', async () => {
    const graph = new WiredGraph();
    const level = graph.add('level', 'wrap');
    const output = graph.add('levelOutput', 'result', { parent: level });
    expect(await graph.evaluate(output)).toEqual({
      error: 'Failed to parse node result levelOutput: Cannot be parsed levelOutput node directly',
    });
  });
});
