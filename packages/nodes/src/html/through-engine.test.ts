import { describe, expect, it } from 'vitest';
import { renderHtml } from '../shared/html/index.js';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('html nodes through the engine', () => {
  it('mdToHtml reads wired markdown and addClassNames styles its paragraphs', async () => {
    const g = new MarkupGraph();
    const markdown = g.add('constant', 'markdown', { type: 'string', value: '# Title\n\nSome *text*' });
    const html = g.add('mdToHtml', 'markdown_html');
    g.wire(markdown, 'value', html, 'markdown');
    const styled = g.add('addClassNames', 'styled', { classNames: 'lead', selector: 'p' });
    g.wire(html, 'html', styled, 'html');
    const outcome = (await g.evaluate(styled)) as { html: unknown };
    expect(renderHtml(outcome.html)).toBe('<h1>Title</h1><p class="lead">Some <em>text</em></p>');
  });

  it("an invalid tag name is reported as 'Invalid tag name: ...'", async () => {
    const g = new MarkupGraph();
    const element = g.add('htmlElement', 'bad', { tag: '1p' });
    const outcome = await g.evaluate(element);
    expect('error' in outcome && outcome.error).toContain('Invalid tag name: 1p');
  });
});
