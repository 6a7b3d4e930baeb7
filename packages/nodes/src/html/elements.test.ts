import { describe, expect, it } from 'vitest';
import { element, renderHtml, text } from '../shared/html/index.js';
import { runNode } from '../shared/html/testing.js';
import { iframeElementNode } from './iframeElement.js';
import { keepLinebreaksInHtmlNode } from './keepLinebreaksInHtml.js';
import { svgElementNode } from './svgElement.js';

describe('iframeElement', () => {
  it('embeds an http(s) URL with title, size and fullscreen', async () => {
    const { outputs } = await runNode(iframeElementNode, {
      params: { src: 'https://example.com/embed?a=1&b=2', title: 'Video' },
    });
    expect(renderHtml(outputs.element)).toBe(
      '<iframe src="https://example.com/embed?a=1&amp;b=2" title="Video" width="100%" height="300" loading="lazy" allowfullscreen=""></iframe>',
    );
  });

  it('accepts site paths and drops empty attributes', async () => {
    const { outputs } = await runNode(iframeElementNode, {
      params: { src: '/demo', width: '', allowFullscreen: false },
    });
    expect(outputs.element).toEqual(element('iframe', { src: '/demo', height: '300', loading: 'lazy' }));
  });

  it("refuses other URLs with 'Invalid URL: {url}'", async () => {
    await expect(runNode(iframeElementNode, { params: { src: 'javascript:alert(1)' } })).rejects.toThrow(
      'Invalid URL: javascript:alert(1)',
    );
    await expect(runNode(iframeElementNode, { params: { src: 'not a url' } })).rejects.toThrow(
      'Invalid URL: not a url',
    );
    await expect(runNode(iframeElementNode)).rejects.toThrow('Invalid URL: ');
  });
});

describe('svgElement', () => {
  it('builds an svg with its namespace, attributes and children', async () => {
    const circle = (
      await runNode(svgElementNode, {
        params: { tag: 'circle' },
        inputs: { attributes: { cx: 5, cy: 5, r: 4, fill: 'red' } },
      })
    ).outputs.element;
    const { outputs, warnings } = await runNode(svgElementNode, {
      inputs: { attributes: { viewBox: '0 0 10 10' }, children: [circle] },
    });
    expect(renderHtml(outputs.element)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="red"></circle></svg>',
    );
    expect(warnings).toEqual([]);
  });

  it('keeps mixed-case tags and warns about attributes the tag does not take', async () => {
    const { outputs, warnings } = await runNode(svgElementNode, {
      params: { tag: 'linearGradient' },
      inputs: { attributes: { x1: '0', bogus: '1', 'data-x': 'y' } },
    });
    expect(outputs.element).toMatchObject({
      tag: 'linearGradient',
      attributes: { x1: '0', bogus: '1', 'data-x': 'y' },
    });
    expect(warnings).toEqual(['Unknown attributes for <linearGradient>: bogus']);
  });

  it('refuses unknown tags and non-object attributes', async () => {
    await expect(runNode(svgElementNode, { params: { tag: 'div' } })).rejects.toThrow('Invalid SVG tag: div');
    await expect(runNode(svgElementNode, { inputs: { attributes: ['x'] } })).rejects.toThrow(
      'Invalid attributes, it must be an object',
    );
  });
});

describe('keepLinebreaksInHtml', () => {
  it('turns line breaks in text into <br>, at any depth', async () => {
    const html = [element('p', {}, [text('a\nb\r\nc')]), text('\nd')];
    const { outputs } = await runNode(keepLinebreaksInHtmlNode, { inputs: { html } });
    expect(renderHtml(outputs.html)).toBe('<p>a<br>b<br>c</p><br>d');
  });

  it('leaves pre, textarea, script and style alone', async () => {
    const pre = element('pre', {}, [text('a\nb')]);
    expect((await runNode(keepLinebreaksInHtmlNode, { inputs: { html: pre } })).outputs.html).toEqual(pre);
  });

  it('accepts plain text', async () => {
    expect(
      renderHtml((await runNode(keepLinebreaksInHtmlNode, { inputs: { html: 'x\ny' } })).outputs.html),
    ).toBe('x<br>y');
  });
});
