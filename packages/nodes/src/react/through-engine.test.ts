import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('react nodes through the engine', () => {
  it('a reactComponent holds its wired html and hooks in connection order', async () => {
    const g = new MarkupGraph();
    const body = g.add('htmlElement', 'body', { tag: 'output' });
    const first = g.add('constant', 'first', { type: 'string', value: 'element.id = "a";' });
    const second = g.add('constant', 'second', { type: 'string', value: 'element.title = "b";' });
    const component = g.add('reactComponent', 'clock', { name: 'Clock' });
    g.wire(body, 'element', component, 'html');
    g.wire(second, 'value', component, 'hooks', 1);
    g.wire(first, 'value', component, 'hooks', 0);
    expect(await g.evaluate(component)).toEqual({
      component: {
        type: 'component',
        name: 'Clock',
        content: [{ type: 'element', tag: 'output', attributes: {}, children: [] }],
        hooks: ['element.id = "a";', 'element.title = "b";'],
      },
    });
  });

  it('a lower-case component name is refused', async () => {
    const g = new MarkupGraph();
    const component = g.add('reactComponent', 'clock', { name: 'clock' });
    const outcome = await g.evaluate(component);
    expect('error' in outcome && outcome.error).toContain('Invalid component name: clock');
  });
});
