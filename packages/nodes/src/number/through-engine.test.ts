import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
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

describe('every number node through the engine', () => {
  const cases: EngineCase[] = [
    { node: 'isFinite', inputs: { value: 3 }, outputs: { result: true } },
    { node: 'isInteger', inputs: { value: 3.5 }, outputs: { result: false } },
    { node: 'isNan', inputs: { value: 'x' }, outputs: { result: false } },
    { node: 'stringToFloat', inputs: { string: '2.5em' }, outputs: { result: 2.5 } },
    { node: 'stringToInt', params: { string: '12px' }, outputs: { result: 12 } },
    { node: 'toExponential', inputs: { number: 1500 }, outputs: { result: '1.5e+3' } },
    { node: 'toFixed', inputs: { number: 1 }, outputs: { result: '1.00' } },
    { node: 'toPrecision', inputs: { number: 3.04159 }, outputs: { result: '3.0' } },
    { node: 'toString', inputs: { number: 255 }, params: { radix: 16 }, outputs: { result: 'ff' } },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
