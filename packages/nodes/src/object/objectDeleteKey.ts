import { inputFor, output, param } from '../shared/node-builder.js';
import { readKey } from './key.js';
import { objectNode } from './object-node.js';

const key = param.string('key', 'Key');

export const objectDeleteKey = objectNode({
  definitionName: 'objectDeleteKey',
  description: 'A copy of the object without a key.',
  keywords: ['delete', 'remove', 'omit', 'key', 'property'],
  inputs: [inputFor(key)],
  parameters: [key],
  outputs: [output('object', 'Object', 'object')],
  compute: (object, ctx) => {
    const { [readKey(ctx)]: _removed, ...rest } = object;
    return { object: rest };
  },
});
