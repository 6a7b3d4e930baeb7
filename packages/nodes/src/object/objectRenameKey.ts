import { inputFor, output, param } from '../shared/node-builder.js';
import { readKey } from './key.js';
import { objectNode } from './object-node.js';

const fields = [param.string('oldKey', 'Old key'), param.string('newKey', 'New key')];

export const objectRenameKey = objectNode({
  definitionName: 'objectRenameKey',
  description:
    'A copy of the object with a key renamed, in the same place; unchanged when the key is absent.',
  keywords: ['rename', 'key', 'property', 'move'],
  inputs: fields.map((p) => inputFor(p)),
  parameters: fields,
  outputs: [output('object', 'Object', 'object')],
  compute: (object, ctx) => {
    const oldKey = readKey(ctx, 'oldKey');
    const newKey = readKey(ctx, 'newKey');
    if (!Object.hasOwn(object, oldKey)) return { object: { ...object } };
    const renamed = Object.entries(object)
      .filter(([key]) => key !== newKey || key === oldKey)
      .map(([key, value]) => [key === oldKey ? newKey : key, value]);
    return { object: Object.fromEntries(renamed) };
  },
});
