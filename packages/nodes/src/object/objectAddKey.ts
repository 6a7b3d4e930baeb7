import { inputFor, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';
import { readKey } from './key.js';
import { objectNode } from './object-node.js';

const key = param.string('key', 'Key');
const value = param.string('value', 'Value');

export const objectAddKey = objectNode({
  definitionName: 'objectAddKey',
  description: 'A copy of the object with a key set to a value (replacing the key if it exists).',
  keywords: ['add', 'set', 'assign', 'key', 'property'],
  inputs: [inputFor(key), inputFor(value, { dataType: 'inferred' })],
  parameters: [key, value],
  outputs: [output('object', 'Object', 'object')],
  compute: (object, ctx) => ({ object: { ...object, [readKey(ctx)]: readField(ctx, 'value') } }),
});
