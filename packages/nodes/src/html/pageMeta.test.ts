import { describe, expect, it } from 'vitest';
import { element } from '../shared/html/index.js';
import { paramOf, runNode } from '../shared/html/testing.js';
import { attachPageMetaNode } from './attachPageMeta.js';
import { pageMetaNode } from './pageMeta.js';

describe('pageMeta', () => {
  it("title defaults to 'Website made with {brand}' (spec 2 §9)", () => {
    expect(paramOf(pageMetaNode, 'title').defaultValue).toBe('Website made with Nodeloom');
  });

  it('outputs title, description, icon and Open Graph fields', async () => {
    const { outputs } = await runNode(pageMetaNode, { params: { description: 'd', ogImage: '/og.png' } });
    expect(outputs.meta).toEqual({
      title: 'Website made with Nodeloom',
      description: 'd',
      icon: '',
      ogTitle: '',
      ogDescription: '',
      ogImage: '/og.png',
    });
  });
});

describe('attachPageMeta', () => {
  it('puts a page meta marker before the html', async () => {
    const meta = { title: 'About', description: 'x' };
    const { outputs } = await runNode(attachPageMetaNode, { inputs: { html: element('main'), meta } });
    expect(outputs.html).toEqual([
      {
        type: 'pageMeta',
        meta: { title: 'About', description: 'x', icon: '', ogTitle: '', ogDescription: '', ogImage: '' },
      },
      element('main'),
    ]);
  });

  it('refuses meta that is not an object', async () => {
    await expect(runNode(attachPageMetaNode, { inputs: { html: [], meta: 'About' } })).rejects.toThrow(
      'Invalid page meta, connect a pageMeta node',
    );
  });
});
