import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('unitTest through the engine', () => {
  it('judges a wired actual against a wired expected', async () => {
    const graph = new WiredGraph();
    const actual = graph.add('getTimestamp', 'actual', { params: { format: 'iso' } });
    const expected = graph.add('getEnv', 'expected', { params: { key: 'NONE', fallbackValue: '1970' } });
    const test = graph.add('unitTest', 'startsInEpoch', {
      params: { testName: 'starts in 1970', compareMethod: 'includes' },
    });
    graph.wire(actual, 'timestamp', test, 'actual');
    graph.wire(expected, 'value', test, 'expected');
    expect(await graph.evaluate(test)).toEqual({
      testResult: {
        testName: 'starts in 1970',
        verdict: 'passed',
        actual: '1970-01-01T00:00:00.000Z',
        expected: '1970',
        compareMethod: 'includes',
      },
    });
  });
});
