import { describe, expect, it } from 'vitest';
import { element, renderHtml, text } from '../shared/html/index.js';
import { paramOf, runNode } from '../shared/html/testing.js';
import { addHtmlAttributeNode } from './addHtmlAttribute.js';
import { addIdNode } from './addId.js';
import { mergeHtmlElementsNode } from './mergeHtmlElements.js';

describe('addHtmlAttribute', () => {
  const html = [element('a', { title: 'old' }), text('t'), element('b')];

  it('overwrite defaults to true (spec 2 §3)', () => {
    expect(paramOf(addHtmlAttributeNode, 'overwrite').defaultValue).toBe(true);
  });

  it('sets the attribute on each top-level element, escaped on render', async () => {
    const { outputs } = await runNode(addHtmlAttributeNode, {
      inputs: { html },
      params: { name: 'title', value: 'a"b' },
    });
    expect(renderHtml(outputs.html)).toBe('<a title="a&quot;b"></a>t<b title="a&quot;b"></b>');
  });

  it('keeps an existing value when overwrite is off', async () => {
    const { outputs } = await runNode(addHtmlAttributeNode, {
      inputs: { html },
      params: { name: 'title', value: 'new', overwrite: false },
    });
    expect(renderHtml(outputs.html)).toBe('<a title="old"></a>t<b title="new"></b>');
  });

  it('refuses an invalid attribute name', async () => {
    await expect(
      runNode(addHtmlAttributeNode, { inputs: { html }, params: { name: 'a b' } }),
    ).rejects.toThrow('Invalid attribute name: a b');
    await expect(runNode(addHtmlAttributeNode, { inputs: { html }, params: { name: '' } })).rejects.toThrow(
      'Invalid attribute name: ',
    );
  });
});

describe('addId', () => {
  it('sets the id of one element', async () => {
    const { outputs } = await runNode(addIdNode, {
      inputs: { html: element('section') },
      params: { id: 'top' },
    });
    expect(renderHtml(outputs.html)).toBe('<section id="top"></section>');
  });

  it('refuses ids with spaces and more than one element', async () => {
    await expect(
      runNode(addIdNode, { inputs: { html: element('p') }, params: { id: 'a b' } }),
    ).rejects.toThrow('Invalid id: "a b"');
    await expect(
      runNode(addIdNode, { inputs: { html: [element('p'), element('p')] }, params: { id: 'a' } }),
    ).rejects.toThrow('Invalid html: expected one html element');
  });
});

describe('mergeHtmlElements', () => {
  it('joins elements in connection order into one list', async () => {
    const { outputs } = await runNode(mergeHtmlElementsNode, {
      inputs: { elements: [element('a'), [element('b'), 'c']] },
    });
    expect(renderHtml(outputs.html)).toBe('<a></a><b></b>c');
    expect((await runNode(mergeHtmlElementsNode, { inputs: { elements: [] } })).outputs.html).toEqual([]);
  });
});
