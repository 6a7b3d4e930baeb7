import { isPlainObject } from '../shared/collections.js';

/** The value an array node looks at: the item itself, or its property `key` when a key is given. */
export function itemValue(item: unknown, key: string): unknown {
  if (key === '') return item;
  return isPlainObject(item) ? item[key] : undefined;
}
