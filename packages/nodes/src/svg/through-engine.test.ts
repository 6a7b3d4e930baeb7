import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('svg nodes through the engine', () => {
  it('svgElementAttributes lists the attributes of the tag it is set to', async () => {
    const g = new MarkupGraph();
    const attributes = g.add('svgElementAttributes', 'circle_attributes', { tag: 'circle' });
    const outcome = (await g.evaluate(attributes)) as { attributes: string[] };
    expect(outcome.attributes).toEqual(expect.arrayContaining(['cx', 'cy', 'r']));
  });
});
