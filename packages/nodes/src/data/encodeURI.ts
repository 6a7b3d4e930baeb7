import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';

export const encodeURINode = defineNode({
  definitionName: 'encodeURI',
  description:
    'Percent-encodes text for use in a URL: the whole URL (encodeURI) or, with "component" on, one part of it such as a query value (encodeURIComponent).',
  category: 'data',
  keywords: ['encode', 'uri', 'url', 'percent', 'escape'],
  inputs: [{ identifier: 'input', label: 'Input', dataType: 'string', required: true }],
  parameters: [
    {
      name: 'component',
      label: 'Component',
      description: 'also encode the characters that separate URL parts (/ ? & = # …)',
      dataType: 'boolean',
      defaultValue: false,
      widget: 'toggle',
    },
  ],
  outputs: [{ identifier: 'output', label: 'Output', dataType: 'string' }],
  rule: ({ inputs, params }) => {
    const input = inputs.input;
    if (typeof input !== 'string' && typeof input !== 'number') throw new NodeRuleError('Invalid input');
    try {
      return { output: params.component ? encodeURIComponent(input) : encodeURI(String(input)) };
    } catch {
      // a lone surrogate cannot be encoded (URIError)
      throw new NodeRuleError('Invalid input');
    }
  },
});
