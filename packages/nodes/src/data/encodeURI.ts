import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { orInvalidInput } from '../shared/numbers.js';

export const encodeURINode = defineNode({
  definitionName: 'encodeURI',
  description:
    'Percent-encodes text for use in a URL: the whole URL (encodeURI) or, with "component" on, one part of it such as a query value (encodeURIComponent).',
  category: 'data',
  keywords: ['encode', 'uri', 'url', 'percent', 'escape'],
  inputs: [input('input', 'Input', 'string', { required: true })],
  parameters: [
    param.toggle('component', 'Component', false, {
      description: 'also encode the characters that separate URL parts (/ ? & = # …)',
    }),
  ],
  outputs: [output('output', 'Output', 'string')],
  rule: ({ inputs, params }) => {
    const value = inputs.input;
    if (typeof value !== 'string' && typeof value !== 'number') throw new NodeRuleError('Invalid input');
    // a lone surrogate cannot be encoded (URIError)
    return {
      output: orInvalidInput(() => (params.component ? encodeURIComponent(value) : encodeURI(String(value)))),
    };
  },
});
