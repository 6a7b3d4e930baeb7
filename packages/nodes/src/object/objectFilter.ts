import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';

/** spec 2 §3: objectFilter is a definition only; its rule is not shown, so the node has none. */
export const objectFilter = defineNode({
  definitionName: 'objectFilter',
  description: 'Keeps the listed keys of an object (definition only: this node is not evaluated).',
  category: 'object',
  keywords: ['filter', 'pick', 'keys'],
  inputs: [input('object', 'Object', 'object')],
  parameters: [param.string('keys', 'Keys', '', { description: 'comma-separated keys to keep' })],
  outputs: [output('object', 'Object', 'object')],
});
