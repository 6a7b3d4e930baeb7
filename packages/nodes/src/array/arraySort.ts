import { output, param } from '../shared/node-builder.js';
import { arrayNode } from './array-node.js';
import { itemValue } from './item-key.js';

/** Numbers by value, everything else as text in locale order; nullish values go last. */
function compare(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export const arraySort = arrayNode({
  definitionName: 'arraySort',
  description:
    'A copy of the array sorted ascending or descending, by the items or by a key of object items.',
  keywords: ['sort', 'order', 'arrange'],
  parameters: [
    param.buttons('order', 'Order', ['ascending', 'descending'], 'ascending'),
    param.string('key', 'Key', '', {
      description: 'property of object items to sort by; empty sorts the items',
    }),
  ],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => {
    const key = String(ctx.params.key ?? '');
    const direction = ctx.params.order === 'descending' ? -1 : 1;
    return { result: array.toSorted((a, b) => direction * compare(itemValue(a, key), itemValue(b, key))) };
  },
});
