import { inputFor, output, param } from '../shared/node-builder.js';
import { readKey } from './key.js';
import { objectNode } from './object-node.js';

const key = param.string('key', 'Key', '', {
  description: 'a key, or a dotted path such as user.address.city or items.0',
});

/** Walks a dotted path through objects and arrays; undefined where it leads nowhere. */
function valueAt(root: unknown, path: string): unknown {
  if (typeof root === 'object' && root !== null && Object.hasOwn(root, path))
    return (root as Record<string, unknown>)[path];
  return path.split('.').reduce<unknown>((value, part) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return Object.hasOwn(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  }, root);
}

export const objectGetKey = objectNode({
  definitionName: 'objectGetKey',
  description: 'The value of a key of the object (a dotted path reaches into nested objects and arrays).',
  keywords: ['get', 'key', 'property', 'path', 'pluck'],
  inputs: [inputFor(key)],
  parameters: [key],
  outputs: [output('value', 'Value', 'inferred')],
  compute: (object, ctx) => ({ value: valueAt(object, readKey(ctx)) }),
});
