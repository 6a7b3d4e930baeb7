import { describe, expect, it } from 'vitest';
import { element, renderHtml, text } from '../shared/html/index.js';
import { runNode } from '../shared/html/testing.js';
import { mdToHtmlNode } from './mdToHtml.js';

const md = async (markdown: string, params: Record<string, unknown> = {}) =>
  (await runNode(mdToHtmlNode, { inputs: { markdown }, params })).outputs.html;

describe('mdToHtml', () => {
  it('turns markdown into an element tree', async () => {
    expect(await md('# Hi *there*\n\nA [link](/x "T") &amp; `a<b`')).toEqual([
      element('h1', {}, [text('Hi '), element('em', {}, [text('there')])]),
      element('p', {}, [
        text('A '),
        element('a', { href: '/x', title: 'T' }, [text('link')]),
        text(' & '),
        element('code', {}, [text('a<b')]),
      ]),
    ]);
  });

  it('renders lists, task lists, tables, code, quotes and images like marked', async () => {
    const html = renderHtml(
      await md(
        '- [x] done\n- two\n\n3. c\n\n| a | b |\n|:-:|--|\n| 1 | 2 |\n\n```js\nlet a = 1 < 2;\n```\n\n> q ~~d~~\n\n![i](/a.png)\n\n---',
      ),
    );
    expect(html).toBe(
      '<ul><li><input type="checkbox" disabled="" checked=""> done</li><li>two</li></ul>' +
        '<ol start="3"><li>c</li></ol>' +
        '<table><thead><tr><th align="center">a</th><th>b</th></tr></thead><tbody><tr><td align="center">1</td><td>2</td></tr></tbody></table>' +
        '<pre><code class="language-js">let a = 1 &lt; 2;</code></pre>' +
        '<blockquote><p>q <del>d</del></p></blockquote>' +
        '<p><img src="/a.png" alt="i"></p><hr>',
    );
  });

  it('reads raw HTML blocks and inline HTML into elements', async () => {
    expect(await md('<div class="x">raw</div>\n\na <b>bold</b> c')).toEqual([
      element('div', { class: 'x' }, [text('raw')]),
      element('p', {}, [text('a '), element('b', {}, [text('bold')]), text(' c')]),
    ]);
  });

  it('honours the breaks option and gives nothing for empty text', async () => {
    expect(renderHtml(await md('a\nb', { breaks: true }))).toBe('<p>a<br>b</p>');
    expect(renderHtml(await md('a\nb'))).toBe('<p>a\nb</p>');
    expect(await md('')).toEqual([]);
  });

  it('without gfm leaves ~~ as text', async () => {
    expect(renderHtml(await md('~~x~~', { gfm: false }))).toBe('<p>~~x~~</p>');
  });
});
