import { defineNode } from '../shared/define.js';
import type { HtmlParameter } from '../shared/html/index.js';
import { output, param } from '../shared/node-builder.js';

export const pathParametersNode = defineNode({
  definitionName: 'pathParameters',
  description:
    'A path parameter of the current URL (e.g. id of /posts/:id), shown as text in the running app',
  category: 'router',
  keywords: ['params', 'url', 'dynamic segment'],
  availableContexts: ['htmlContext'],
  parameters: [param.string('name', 'Name', '', { description: 'Empty: all path parameters as JSON' })],
  outputs: [output('value', 'Value', 'html')],
  rule: ({ params }) => {
    const value: HtmlParameter = {
      type: 'parameter',
      source: 'path',
      name: String(params.name ?? '').trim(),
    };
    return { value };
  },
});
