import { describe, expect, it } from 'vitest';
import { GraphBuilder } from '../testing/index.js';
import { Evaluator } from './evaluator.js';
import { testRegistry } from './testing/definitions.js';

/**
 * A UDN `repeat` whose inner graph is a loop: levelInput → loopStart (number, feedback, count 3)
 * → add(item + item) → loopEnd → levelOutput; so it multiplies its input by 8.
 */
function repeatUdn() {
  const inner = new GraphBuilder({ roots: [] });
  const add = (definitionName: string, name: string, params = {}) =>
    inner.add(definitionName, name, { id: `node_${name}`, params, parent: '' }); // '' : at the UDN's top
  const input = add('levelInput', 'x');
  const start = add('loopStart', 'start', { loopMethod: 'number', iterationResult: 'feedback', count: 3 });
  const body = add('add', 'body');
  const end = add('loopEnd', 'end');
  const output = add('levelOutput', 'result');
  inner.wire(input, 'output', start, 'loopInput');
  inner.wire(start, 'item', body, 'a');
  inner.wire(start, 'item', body, 'b');
  inner.wire(body, 'sum', end, 'input');
  inner.wire(end, 'output', output, 'input');
  return { graph: inner.toGraph() };
}

describe('loops inside a packed UDN', () => {
  it('run like loops on a level, and an upstream edit re-runs them', async () => {
    const udn = repeatUdn();
    const registry = testRegistry();
    const level = registry.get('level')!;
    registry.register({
      definition: {
        ...level,
        definitionName: 'repeat',
        udnId: 'udn_repeat',
        inputs: [{ identifier: 'node_x', label: 'x', dataType: 'number' }],
        outputs: [{ identifier: 'node_result', label: 'result', dataType: 'number' }],
      },
    });
    const g = new GraphBuilder();
    const two = g.add('num', 'two', { params: { value: 2 } });
    const repeat = g.add('repeat', 'repeat', { udnId: 'udn_repeat' });
    g.wire(two, 'value', repeat, 'node_x');
    const evaluator = new Evaluator({
      graph: g.state,
      registry,
      udns: { internals: (id) => (id === 'udn_repeat' ? udn : undefined) },
    });
    g.take();
    expect(await evaluator.evaluate(repeat)).toEqual({ ok: true, outputs: { node_result: 16 } });
    g.setParam(two, 'value', 3);
    evaluator.applyChanges(g.take());
    expect(await evaluator.evaluate(repeat)).toEqual({ ok: true, outputs: { node_result: 24 } });
    expect(evaluator.loopStructure().loops.get(`${repeat}::node_end`)?.startId).toBe(`${repeat}::node_start`);
  });
});
