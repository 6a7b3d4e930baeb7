import { describe, expect, it } from 'vitest';
import { element, renderHtml, text } from '../shared/html/index.js';
import { paramOf, runNode } from '../shared/html/testing.js';
import { addClassNamesNode } from './addClassNames.js';
import { addTailwindStylesNode } from './addTailwindStyles.js';

const card = element('div', { class: 'p-2 text-sm' }, [
  element('p', {}, [text('a')]),
  element('P', {}, [text('b')]),
]);

describe('addClassNames', () => {
  it('adds class names to the top-level elements, without repeats', async () => {
    const { outputs } = await runNode(addClassNamesNode, {
      inputs: { html: card },
      params: { classNames: 'card  p-2' },
    });
    expect(renderHtml(outputs.html)).toBe('<div class="p-2 text-sm card"><p>a</p><P>b</P></div>');
  });

  it('with a selector adds them to matching tags at any depth, case-insensitively', async () => {
    const { outputs, warnings } = await runNode(addClassNamesNode, {
      inputs: { html: card },
      params: { classNames: 'x', selector: 'p' },
    });
    expect(renderHtml(outputs.html)).toBe(
      '<div class="p-2 text-sm"><p class="x">a</p><P class="x">b</P></div>',
    );
    expect(warnings).toEqual([]);
  });

  it('warns when selector tag names collide case-insensitively (spec 2 §5)', async () => {
    const { warnings } = await runNode(addClassNamesNode, {
      inputs: { html: card },
      params: { classNames: 'x', selector: 'p, div, P' },
    });
    expect(warnings).toEqual(['Tag names collide case-insensitively: p, P']);
  });

  it('leaves text alone and gives nothing for nothing', async () => {
    expect(
      (await runNode(addClassNamesNode, { inputs: { html: 'plain' }, params: { classNames: 'x' } })).outputs
        .html,
    ).toEqual(text('plain'));
    expect((await runNode(addClassNamesNode, { inputs: { html: [] } })).outputs.html).toEqual([]);
  });
});

describe('addTailwindStyles', () => {
  it('has the mergeOnly option, off by default', () => {
    expect(paramOf(addTailwindStylesNode, 'mergeOnly').defaultValue).toBe(false);
  });

  it('merges with tailwind-merge: the new styles win conflicts', async () => {
    const { outputs } = await runNode(addTailwindStylesNode, {
      inputs: { html: card },
      params: { styles: 'p-4 font-bold' },
    });
    expect(renderHtml(outputs.html)).toBe('<div class="text-sm p-4 font-bold"><p>a</p><P>b</P></div>');
  });

  it('mergeOnly: the classes are only joined, conflicts kept (as mergeTailwindStyles)', async () => {
    const { outputs } = await runNode(addTailwindStylesNode, {
      inputs: { html: card },
      params: { styles: 'p-4 font-bold', mergeOnly: true },
    });
    expect(renderHtml(outputs.html)).toBe('<div class="p-2 text-sm p-4 font-bold"><p>a</p><P>b</P></div>');
  });

  it('applies to selected tags and warns about colliding tag names', async () => {
    const { outputs, warnings } = await runNode(addTailwindStylesNode, {
      inputs: { html: card },
      params: { styles: 'm-1', selector: 'P p' },
    });
    expect(renderHtml(outputs.html)).toBe(
      '<div class="p-2 text-sm"><p class="m-1">a</p><P class="m-1">b</P></div>',
    );
    expect(warnings).toEqual(['Tag names collide case-insensitively: P, p']);
  });

  it('drops an empty class attribute', async () => {
    const { outputs } = await runNode(addTailwindStylesNode, {
      inputs: { html: element('i') },
      params: { styles: '' },
    });
    expect(outputs.html).toEqual(element('i'));
  });
});
