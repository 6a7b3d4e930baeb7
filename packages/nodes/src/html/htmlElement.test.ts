import { describe, expect, it } from 'vitest';
import { renderHtml } from '../shared/html/index.js';
import { paramOf, runNode } from '../shared/html/testing.js';
import { htmlElementNode } from './htmlElement.js';

describe('htmlElement', () => {
  it('has the tag default div (spec 2 §3 "htmlElement (tag default div)")', () => {
    expect(paramOf(htmlElementNode, 'tag').defaultValue).toBe('div');
  });

  it('builds an element tree from text and children, never a glued string', async () => {
    const child = { type: 'element', tag: 'span', attributes: {}, children: [{ type: 'text', value: 'a' }] };
    const { outputs } = await runNode(htmlElementNode, {
      params: { tag: 'p', text: 'x < y' },
      inputs: { children: [child, 'tail'] },
    });
    expect(outputs.element).toEqual({
      type: 'element',
      tag: 'p',
      attributes: {},
      children: [{ type: 'text', value: 'x < y' }, child, { type: 'text', value: 'tail' }],
    });
    expect(renderHtml(outputs.element)).toBe('<p>x &lt; y<span>a</span>tail</p>');
  });

  it('makes an empty div with defaults', async () => {
    const { outputs } = await runNode(htmlElementNode);
    expect(renderHtml(outputs.element)).toBe('<div></div>');
  });

  it('refuses a tag that is not a tag name', async () => {
    await expect(runNode(htmlElementNode, { params: { tag: 'div onclick=x' } })).rejects.toThrow(
      'Invalid tag name: div onclick=x',
    );
  });

  it('refuses values that are not html', async () => {
    await expect(runNode(htmlElementNode, { inputs: { children: [{ a: 1 }] } })).rejects.toThrow(
      'Invalid html',
    );
  });
});
