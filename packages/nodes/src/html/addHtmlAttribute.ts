import { defineNode } from '../shared/define.js';
import {
  assertAttributeName,
  mapContainers,
  toChildren,
  toHtml,
  withAttribute,
} from '../shared/html/index.js';
import { input, output, param } from '../shared/node-builder.js';

export const addHtmlAttributeNode = defineNode({
  definitionName: 'addHtmlAttribute',
  description: 'Sets an attribute on the top-level html elements',
  category: 'html',
  keywords: ['attribute', 'data-', 'aria', 'property'],
  inputs: [input('html', 'Html', 'html', { required: true })],
  parameters: [
    param.string('name', 'Name', '', { required: true }),
    param.string('value', 'Value', ''),
    param.toggle('overwrite', 'Overwrite', true, { description: 'Off: an attribute already set is kept' }),
  ],
  outputs: [output('html', 'Html', 'html')],
  rule: ({ inputs, params }) => {
    const name = assertAttributeName(String(params.name ?? '').trim());
    const value = String(params.value ?? '');
    const overwrite = params.overwrite !== false;
    const html = mapContainers(
      toChildren(inputs.html),
      (c) => (!overwrite && name in c.attributes ? c : withAttribute(c, name, value)),
      false,
    );
    return { html: toHtml(html) };
  },
});
