import { defineNode } from '../shared/define.js';
import { toChildren, toHtml, withClassName } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';
import { updateSelected } from './selector.js';

export const addTailwindStylesNode = defineNode({
  definitionName: 'addTailwindStyles',
  description: 'Adds Tailwind classes to html elements, resolving conflicting utilities with tailwind-merge',
  category: 'html',
  keywords: ['tailwind', 'class', 'style', 'utility'],
  inputs: [input('html', 'Html', 'html', { required: true })],
  parameters: [
    param.string('styles', 'Styles', ''),
    param.string('selector', 'Selector', '', {
      description: 'Tag names, e.g. "p, li"; empty: the top-level elements',
    }),
    param.toggle('mergeOnly', 'Merge only', false, {
      description:
        'On: the classes are only joined, conflicts kept (as mergeTailwindStyles); off: the styles win conflicts',
    }),
  ],
  outputs: [output('html', 'Html', 'html')],
  rule: async ({ inputs, params, warn }) => {
    // tailwind-merge loads with the first evaluation, not with the node library
    const { twJoin, twMerge } = await import('tailwind-merge');
    const styles = String(params.styles ?? '');
    const mergeOnly = params.mergeOnly === true;
    const html = updateSelected(
      toChildren(inputs.html),
      String(params.selector ?? ''),
      (c) => {
        const existing = c.attributes.class ?? '';
        return withClassName(c, mergeOnly ? twJoin(existing, styles) : twMerge(existing, styles));
      },
      warn,
    );
    return { html: toHtml(html) };
  },
});
