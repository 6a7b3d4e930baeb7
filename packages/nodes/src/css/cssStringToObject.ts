import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';

export const cssStringToObjectNode = defineNode({
  definitionName: 'cssStringToObject',
  description:
    'Turns CSS declarations ("color: red; margin: 0") into an object, optionally with camelCase keys',
  category: 'css',
  keywords: ['style', 'parse', 'inline style', 'react style'],
  inputs: [input('css', 'CSS', 'string')],
  parameters: [
    param.multiline('css', 'CSS', ''),
    param.buttons(
      'keyCase',
      'Keys',
      [
        { label: 'kebab-case', value: 'kebab' },
        { label: 'camelCase', value: 'camel' },
      ],
      'kebab',
    ),
  ],
  outputs: [output('object', 'Object', 'object')],
  rule: async ({ inputs, params }) => {
    // css-tree loads with the first evaluation, not with the node library
    const { declarationsToObject } = await import('./declarations.js');
    return { object: declarationsToObject(String(inputs.css ?? params.css ?? ''), String(params.keyCase)) };
  },
});
