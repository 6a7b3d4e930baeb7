import { output } from '../shared/node-builder.js';
import { objectNode } from './object-node.js';

export const objectEntries = objectNode({
  definitionName: 'objectEntries',
  description: "The object's [key, value] entries, its keys and its values, in key order.",
  keywords: ['entries', 'keys', 'values', 'pairs'],
  outputs: [
    output('entries', 'Entries', 'array'),
    output('keys', 'Keys', 'array'),
    output('values', 'Values', 'array'),
  ],
  compute: (object) => ({
    entries: Object.entries(object),
    keys: Object.keys(object),
    values: Object.values(object),
  }),
});
