import { describe, expect, it } from 'vitest';
import { WiredGraph } from '../utility-data/wired-graph.testing.js';

describe('savePrefs through the engine', () => {
  it('outputs the prefs stored on the node', async () => {
    const graph = new WiredGraph();
    const prefs = graph.add('savePrefs', 'prefs', { params: { prefs: { theme: 'dark' } } });
    expect(await graph.evaluate(prefs)).toEqual({ prefs: { theme: 'dark' } });
  });
});
