import { describe, expect, it } from 'vitest';
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
