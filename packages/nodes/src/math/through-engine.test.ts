import { describe, expect, it } from 'vitest';
import { type EngineCase, evaluateCase } from '../shared/engine-fixture.testing.js';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('math through the engine', () => {
  it('absolute and remap feed plus, clamped', async () => {
    const graph = new WiredGraph();
    const abs = graph.add('absolute', 'abs', { params: { number: -3 } });
    const scaled = graph.add('remap', 'scaled', { params: { value: 50, newMax: 10 } });
    const sum = graph.add('plus', 'sum');
    graph.wire(abs, 'result', sum, 'numbers', 0);
    graph.wire(scaled, 'result', sum, 'numbers', 1);
    expect(await graph.evaluate(sum)).toEqual({ result: 8 });
    const limited = graph.add('clamp', 'limited', { params: { max: 6 } });
    graph.wire(sum, 'result', limited, 'number');
    expect(await graph.evaluate(limited)).toEqual({ result: 6 });
  });

  it('a param given as an expression, and noise with the same seed twice', async () => {
    const graph = new WiredGraph();
    const power = graph.add('exponent', 'power', { params: { base: { expression: '1 + 1' }, exponent: 8 } });
    expect(await graph.evaluate(power)).toEqual({ result: 256 });
    const a = graph.add('noise', 'a', { params: { x: 1.5, y: 2.5, seed: 4 } });
    const b = graph.add('noise', 'b', { params: { x: 1.5, y: 2.5, seed: 4 } });
    expect(await graph.evaluate(a)).toEqual(await graph.evaluate(b));
  });

  it("a rule's 'Invalid input' is reported as the node's parse failure", async () => {
    const graph = new WiredGraph();
    const text = graph.add('stringTrim', 'text', { params: { string: ' 4 ' } });
    const half = graph.add('divide', 'half', { params: { divisor: 2 } });
    graph.wire(text, 'result', half, 'dividend');
    expect(await graph.evaluate(half)).toEqual({ error: 'Failed to parse node half divide: Invalid input' });
  });
});

describe('every math node through the engine', () => {
  const cases: EngineCase[] = [
    { node: 'absolute', inputs: { number: -2 }, outputs: { result: 2 } },
    { node: 'ceiling', inputs: { number: 1.2 }, outputs: { result: 2 } },
    { node: 'clamp', inputs: { number: 120 }, outputs: { result: 100 } },
    { node: 'complement', params: { number: 0.25 }, outputs: { result: 0.75 } },
    { node: 'decrement', inputs: { number: 1 }, outputs: { result: 0 } },
    { node: 'divide', inputs: { dividend: 9, divisor: 3 }, outputs: { result: 3 } },
    { node: 'exponent', inputs: { base: 3 }, params: { exponent: 2 }, outputs: { result: 9 } },
    { node: 'floor', inputs: { number: -1.5 }, outputs: { result: -2 } },
    { node: 'fraction', inputs: { number: 2.25 }, outputs: { result: 0.25 } },
    { node: 'increment', inputs: { number: 1 }, outputs: { result: 2 } },
    { node: 'maximum', multi: { numbers: [1, 7, 3] }, outputs: { result: 7 } },
    { node: 'minimum', multi: { numbers: [1, 7, -3] }, outputs: { result: -3 } },
    { node: 'minus', inputs: { a: 1, b: 4 }, outputs: { result: -3 } },
    { node: 'multiply', multi: { numbers: [2, 3, 4] }, outputs: { result: 24 } },
    { node: 'negate', inputs: { number: 5 }, outputs: { result: -5 } },
    { node: 'plus', multi: { numbers: [2, 3] }, outputs: { result: 5 } },
    { node: 'remainder', inputs: { dividend: 7, divisor: 4 }, outputs: { result: 3 } },
    { node: 'round', inputs: { number: 2.5 }, outputs: { result: 3 } },
    { node: 'sign', inputs: { number: -9 }, outputs: { result: -1 } },
    { node: 'sqrt', inputs: { number: 16 }, outputs: { result: 4 } },
    { node: 'truncate', inputs: { number: -2.7 }, outputs: { result: -2 } },
    { node: 'noise', inputs: { coordinates: [0, 0] }, outputs: { result: 0 } },
    { node: 'random', params: { seed: 3 }, outputs: { result: expect.any(Number) } },
    { node: 'remap', inputs: { value: 5 }, params: { originalMax: 10 }, outputs: { result: 50 } },
  ];
  it.each(cases)('$node', async (c) => {
    expect(await evaluateCase(c)).toEqual(c.outputs);
  });
});
