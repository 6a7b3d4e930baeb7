import { htmlTagNames } from 'html-tag-names';
import { defineNode } from '../shared/define.js';
import { element, text, toChildren } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

export const htmlElementNode = defineNode({
  definitionName: 'htmlElement',
  description: 'An HTML element with a tag, optional text and child elements',
  category: 'html',
  keywords: ['tag', 'div', 'element', 'markup'],
  inputs: [input('children', 'Children', 'html', { isMultiInput: true })],
  parameters: [
    param.string('tag', 'Tag', 'div', {
      required: true,
      options: htmlTagNames.map((t) => ({ label: t, value: t })),
    }),
    param.multiline('text', 'Text', ''),
  ],
  outputs: [output('element', 'Element', 'html')],
  rule: ({ inputs, params }) => {
    const content = String(params.text ?? '');
    const children = [...(content ? [text(content)] : []), ...toChildren(inputs.children)];
    return { element: element(String(params.tag).trim(), {}, children) };
  },
});
