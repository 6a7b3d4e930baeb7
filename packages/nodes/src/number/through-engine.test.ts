import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('number through the engine', () => {
  it('stringToInt in radix 16 feeds toString in radix 2 and isInteger', async () => {
    const graph = new WiredGraph();
    const parsed = graph.add('stringToInt', 'parsed', { params: { string: 'ff', radix: 16 } });
    const binary = graph.add('toString', 'binary', { params: { radix: 2 } });
    const whole = graph.add('isInteger', 'whole');
    graph.wire(parsed, 'result', binary, 'number');
    graph.wire(parsed, 'result', whole, 'value');
    expect(await graph.evaluate(binary)).toEqual({ result: '11111111' });
    expect(await graph.evaluate(whole)).toEqual({ result: true });
  });

  it("'Precision must be between 0 and 20' reaches the node", async () => {
    const graph = new WiredGraph();
    const fixed = graph.add('toFixed', 'fixed', { params: { number: 1, precision: 21 } });
    expect(await graph.evaluate(fixed)).toEqual({
      error: 'Failed to parse node fixed toFixed: Precision must be between 0 and 20',
    });
  });
});
