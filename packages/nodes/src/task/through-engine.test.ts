import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('taskStart and taskEnd through the engine', () => {
  it('a task block in the task context passes its input from start to end', async () => {
    const graph = new WiredGraph();
    const value = graph.add('getEnv', 'value', {
      parent: 'tex',
      params: { key: 'NONE', fallbackValue: 'job' },
    });
    const start = graph.add('taskStart', 'start', { parent: 'tex', params: { taskName: 'publish' } });
    const end = graph.add('taskEnd', 'end', { parent: 'tex' });
    graph.wire(value, 'value', start, 'input');
    graph.wire(start, 'output', end, 'input');
    expect(await graph.evaluate(end)).toEqual({ output: 'job' });
  });
});
