import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('context nodes through the engine', () => {
  it('"Container nodes ... cannot be parsed directly", while the nodes inside them evaluate', async () => {
    const graph = new WiredGraph();
    const inside = graph.add('passThrough', 'inside', { parent: 'hex' });
    expect(await graph.evaluate('hex')).toEqual({
      error: 'Failed to parse node hex htmlContext: Cannot be parsed htmlContext node directly',
    });
    expect(await graph.evaluate(inside)).toEqual({ output: undefined });
  });
});
