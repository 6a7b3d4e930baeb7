import { describe, expect, it } from 'vitest';
import { renderHtml } from '../shared/html/index.js';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('image nodes through the engine', () => {
  it('lazyImage gives the lazy-image markup the site runtime loads', async () => {
    const g = new MarkupGraph();
    const image = g.add('lazyImage', 'hero', {
      url: '/hero.png',
      thumbnailUrl: '/hero-small.png',
      alt: 'Hero',
    });
    const outcome = (await g.evaluate(image)) as { element: unknown };
    expect(renderHtml(outcome.element)).toBe(
      '<span data-nl-lazy-image="" data-effect="none" data-delay-method="throttle" data-delay-time="300" data-threshold="100">' +
        '<img src="/hero-small.png" data-src="/hero.png" alt="Hero" loading="lazy"></span>',
    );
  });

  it('a rule that needs a browser says so when the engine runs it in Node', async () => {
    const g = new MarkupGraph();
    const colors = g.add('getImageColors', 'colors', { url: 'https://example.com/a.png' });
    const outcome = await g.evaluate(colors);
    expect('error' in outcome && outcome.error).toContain('getImageColors requires a browser');
  });
});
