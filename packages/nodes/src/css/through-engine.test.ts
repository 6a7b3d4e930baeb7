import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('css nodes through the engine', () => {
  it('cssStringToObject reads wired CSS text, gradient reads wired stops', async () => {
    const g = new MarkupGraph();
    const css = g.add('constant', 'css', { type: 'string', value: 'color: red; margin-top: 4px' });
    const toObject = g.add('cssStringToObject', 'to_object', { keyCase: 'camel' });
    g.wire(css, 'value', toObject, 'css');
    expect(await g.evaluate(toObject)).toEqual({ object: { color: 'red', marginTop: '4px' } });

    const stops = g.add('constant', 'stops', {
      type: 'array',
      value: JSON.stringify([
        { position: 0, color: '#ff0000' },
        { position: 1, color: '#0000ff' },
      ]),
    });
    const gradient = g.add('gradient', 'gradient', { angle: 90 });
    g.wire(stops, 'value', gradient, 'stops');
    expect(await g.evaluate(gradient)).toEqual({
      gradient: 'linear-gradient(90deg, #ff0000 0%, #0000ff 100%)',
    });
  });

  it("reports 'Invalid CSS: ' from the wired text on the node", async () => {
    const g = new MarkupGraph();
    const css = g.add('constant', 'css', { type: 'string', value: 'color: red; }' });
    const toObject = g.add('cssStringToObject', 'to_object');
    g.wire(css, 'value', toObject, 'css');
    const outcome = await g.evaluate(toObject);
    expect('error' in outcome && outcome.error).toContain('Invalid CSS: ');
  });
});
