import { describe, expect, it } from 'vitest';
import {
  element,
  mapContainers,
  parseHtmlFragment,
  renderHtml,
  text,
  toChildren,
  toHtml,
  walkHtml,
} from './index.js';

describe('html tree', () => {
  it('escapes text and attribute values when rendering', () => {
    const tree = element('a', { title: '"quoted" & <b>' }, [text('1 < 2 & 3 > 2')]);
    expect(renderHtml(tree)).toBe(
      '<a title="&quot;quoted&quot; &amp; &lt;b&gt;">1 &lt; 2 &amp; 3 &gt; 2</a>',
    );
  });

  it('writes void elements without end tag and style text raw but unable to close early', () => {
    expect(renderHtml([element('br'), element('img', { src: 'x.png' })])).toBe('<br><img src="x.png">');
    expect(renderHtml(element('style', {}, [text('a > b { color: red } </style><script>')]))).toBe(
      '<style>a > b { color: red } <\\/style><script></style>',
    );
  });

  it('renders links as anchors and markers through the given handlers, or as nothing', () => {
    const tree = [
      { type: 'link', to: '/about', attributes: { class: 'x' }, children: [text('About')] },
      { type: 'outlet' },
      { type: 'parameter', source: 'path', name: 'id' },
    ];
    expect(renderHtml(tree)).toBe('<a class="x" href="/about">About</a>');
    expect(renderHtml(tree, { outlet: () => '<main></main>', parameter: (p) => `{${p.name}}` })).toBe(
      '<a class="x" href="/about">About</a><main></main>{id}',
    );
  });

  it('refuses invalid tag and attribute names', () => {
    expect(() => element('1div')).toThrow('Invalid tag name: 1div');
    expect(() => element('div', { 'on click': 'x' })).toThrow('Invalid attribute name: on click');
    expect(() =>
      renderHtml({ type: 'element', tag: 'div', attributes: { 'a"b': '' }, children: [] }),
    ).toThrow('Invalid attribute name: a"b');
  });

  it('reads port values as children and hands single children on unwrapped', () => {
    expect(toChildren(undefined)).toEqual([]);
    expect(toChildren([['a', 2], null])).toEqual([text('a'), text('2')]);
    expect(toHtml([text('a')])).toEqual(text('a'));
    expect(toHtml([])).toEqual([]);
    expect(() => toChildren({ tag: 'p' })).toThrow(
      'Invalid html: expected an html element, text or a list of them',
    );
  });

  it('parses broken markup tolerantly, as a browser would', () => {
    expect(parseHtmlFragment('<p class="a">Hi <b>there</p><!-- c -->tail')).toEqual([
      element('p', { class: 'a' }, [text('Hi '), element('b', {}, [text('there')])]),
      // the unclosed <b> is reopened after </p>, as browsers do
      element('b', {}, [text('tail')]),
    ]);
  });

  it('maps containers deeply or only at the top, without mutating the input', () => {
    const tree = [element('div', {}, [element('span')])];
    const tag = (c: { attributes: Record<string, string> }) => ({ ...c, attributes: { seen: 'y' } }) as never;
    expect(renderHtml(mapContainers(tree, tag))).toBe('<div seen="y"><span seen="y"></span></div>');
    expect(renderHtml(mapContainers(tree, tag, false))).toBe('<div seen="y"><span></span></div>');
    expect(renderHtml(tree)).toBe('<div><span></span></div>');
    const seen: string[] = [];
    walkHtml(tree, (c) => seen.push(c.type === 'element' ? c.tag : c.type));
    expect(seen).toEqual(['div', 'span']);
  });
});
