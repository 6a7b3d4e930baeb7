import { NodeRuleError } from '@nodeloom/engine';
import { isPlainObject, type PlainObject } from '../shared/collections.js';
import { INVALID_INPUT } from '../shared/numbers.js';

/** Objects merged left to right, a later key winning (shallow); anything but an object is 'Invalid input'. */
export function mergeObjects(objects: unknown[]): PlainObject {
  return objects.reduce<PlainObject>((merged, object) => {
    if (object === undefined || object === null) return merged;
    if (!isPlainObject(object)) throw new NodeRuleError(INVALID_INPUT);
    return Object.assign(merged, object);
  }, {});
}
