import { defineNode } from '../shared/define.js';
import { type HtmlLink, toChildren } from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

export const linkNode = defineNode({
  definitionName: 'link',
  description: 'A link that navigates inside the app without reloading the page',
  category: 'router',
  keywords: ['anchor', 'a', 'navigate', 'href'],
  availableContexts: ['htmlContext'],
  inputs: [input('content', 'Content', 'html', { isMultiInput: true })],
  parameters: [param.string('to', 'To', '/', { required: true })],
  outputs: [output('link', 'Link', 'html')],
  rule: ({ inputs, params }) => {
    const link: HtmlLink = {
      type: 'link',
      to: String(params.to ?? '/'),
      attributes: {},
      children: toChildren(inputs.content),
    };
    return { link };
  },
});
