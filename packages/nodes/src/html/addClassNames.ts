import { defineNode } from '../shared/define.js';
import { classList, toChildren, toHtml, withClassName } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';
import { updateSelected } from './selector.js';

export const addClassNamesNode = defineNode({
  definitionName: 'addClassNames',
  description: 'Adds class names to html elements (the top-level ones, or those a tag selector names)',
  category: 'html',
  keywords: ['class', 'className', 'css'],
  inputs: [input('html', 'Html', 'html', { required: true })],
  parameters: [
    param.string('classNames', 'Class names', ''),
    param.string('selector', 'Selector', '', {
      description: 'Tag names, e.g. "p, li"; empty: the top-level elements',
    }),
  ],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs, params, warn }) => {
    const added = String(params.classNames ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const html = updateSelected(
      toChildren(inputs.html),
      String(params.selector ?? ''),
      (c) => withClassName(c, [...new Set([...classList(c), ...added])].join(' ')),
      warn,
    );
    return { html: toHtml(html) };
  },
});
