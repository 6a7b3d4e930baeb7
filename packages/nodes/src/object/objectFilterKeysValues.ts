import { isPlainObject, type PlainObject } from '../shared/collections.js';
import { output, param } from '../shared/node-builder.js';
import { objectNode } from './object-node.js';

/** Each remove flag and the values it removes. */
const REMOVE_FLAGS: [
  name: string,
  label: string,
  matches: (value: unknown) => boolean,
  defaultOn: boolean,
][] = [
  ['removeNull', 'Remove null', (v) => v === null, true],
  ['removeUndefined', 'Remove undefined', (v) => v === undefined, true],
  ['removeEmptyString', 'Remove empty strings', (v) => v === '', false],
  ['removeEmptyArray', 'Remove empty arrays', (v) => Array.isArray(v) && v.length === 0, false],
  [
    'removeEmptyObject',
    'Remove empty objects',
    (v) => isPlainObject(v) && Object.keys(v).length === 0,
    false,
  ],
  ['removeFalse', 'Remove false', (v) => v === false, false],
  ['removeZero', 'Remove zero', (v) => v === 0, false],
  ['removeNaN', 'Remove NaN', (v) => Number.isNaN(v), false],
];

function filterObject(
  object: PlainObject,
  removeKeys: Set<string>,
  removes: (v: unknown) => boolean,
  deep: boolean,
) {
  const kept: PlainObject = {};
  for (const [key, value] of Object.entries(object)) {
    if (removeKeys.has(key)) continue;
    const filtered = deep && isPlainObject(value) ? filterObject(value, removeKeys, removes, deep) : value;
    if (!removes(filtered)) kept[key] = filtered;
  }
  return kept;
}

export const objectFilterKeysValues = objectNode({
  definitionName: 'objectFilterKeysValues',
  description:
    'A copy of the object without the listed keys and without the values each remove flag names (null, undefined, empty strings, arrays or objects, false, zero, NaN); optionally in nested objects too.',
  keywords: ['filter', 'clean', 'compact', 'omit', 'remove', 'keys', 'values'],
  parameters: [
    param.string('keys', 'Keys to remove', '', { description: 'comma-separated' }),
    ...REMOVE_FLAGS.map(([name, label, , defaultOn]) => param.toggle(name, label, defaultOn)),
    param.toggle('deep', 'Nested objects too'),
  ],
  outputs: [output('object', 'Object', 'object')],
  compute: (object, ctx) => {
    const keys = String(ctx.params.keys ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const active = REMOVE_FLAGS.filter(([name]) => ctx.params[name] === true).map(([, , matches]) => matches);
    const removes = (value: unknown) => active.some((matches) => matches(value));
    return { object: filterObject(object, new Set(keys), removes, ctx.params.deep === true) };
  },
});
