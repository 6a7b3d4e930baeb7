import { defineNode } from '../shared/define.js';
import { toChildren } from '../shared/html/index.js';
import { input, output } from '../shared/node-builder.js';

export const mergeHtmlElementsNode = defineNode({
  definitionName: 'mergeHtmlElements',
  description: 'Joins html elements into one list, in connection order',
  category: 'html',
  keywords: ['fragment', 'concat', 'siblings', 'combine'],
  inputs: [input('elements', 'Elements', 'html', { isMultiInput: true })],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs }) => ({ html: toChildren(inputs.elements) }),
});
