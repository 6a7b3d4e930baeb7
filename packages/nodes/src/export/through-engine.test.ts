import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

const filesConstant = (g: MarkupGraph, files: unknown) =>
  g.add('constant', 'files', { type: 'array', value: JSON.stringify(files) });

describe('export nodes through the engine', () => {
  it('exportPublicFiles puts wired files under public/ without the leading slash', async () => {
    const g = new MarkupGraph();
    const files = filesConstant(g, [{ path: '/robots.txt', content: 'User-agent: *' }]);
    const exported = g.add('exportPublicFiles', 'public');
    g.wire(files, 'value', exported, 'files');
    expect(await g.evaluate(exported)).toEqual({
      files: [{ path: 'public/robots.txt', content: 'User-agent: *' }],
    });
  });

  it("refuses index.html with 'Cannot write to index.html'", async () => {
    const g = new MarkupGraph();
    const files = filesConstant(g, [{ path: '/INDEX.html', content: '<p>' }]);
    const exported = g.add('exportPublicFiles', 'public');
    g.wire(files, 'value', exported, 'files');
    const outcome = await g.evaluate(exported);
    expect('error' in outcome && outcome.error).toContain('Cannot write to index.html');
  });

  it('exportPage names a page made of wired html', async () => {
    const g = new MarkupGraph();
    const heading = g.add('htmlElement', 'heading', { tag: 'h1', text: 'Hi' });
    const page = g.add('exportPage', 'page', { name: 'Home' });
    g.wire(heading, 'element', page, 'content');
    expect(await g.evaluate(page)).toEqual({
      page: {
        type: 'page',
        name: 'Home',
        content: [{ type: 'element', tag: 'h1', attributes: {}, children: [{ type: 'text', value: 'Hi' }] }],
        showInComponentPreviewer: true,
        showInSitePreviewer: true,
      },
    });
  });
});
