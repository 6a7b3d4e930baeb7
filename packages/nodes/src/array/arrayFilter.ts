import { NodeRuleError } from '@nodeloom/engine';
import { input, output, param } from '../shared/node-builder.js';
import { readField } from '../shared/read.js';
import { toText } from '../shared/text.js';
import { arrayNode } from './array-node.js';
import { itemValue } from './item-key.js';

/** Conditions an item (or its key) must meet to stay; `value` is the comparison value. */
const CONDITIONS: Record<string, (item: unknown, value: string) => boolean> = {
  truthy: (item) => Boolean(item),
  falsy: (item) => !item,
  notNullish: (item) => item !== null && item !== undefined,
  equal: (item, value) => textOf(item) === value,
  notEqual: (item, value) => textOf(item) !== value,
  includes: (item, value) => textOf(item).includes(value),
  greaterThan: (item, value) => Number(item) > Number(value),
  lessThan: (item, value) => Number(item) < Number(value),
};

function textOf(item: unknown): string {
  return typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
}

const value = param.string('value', 'Value', '', {
  hideWhen: "$condition == 'truthy' or $condition == 'falsy'",
});

export const arrayFilter = arrayNode({
  definitionName: 'arrayFilter',
  description:
    'Keeps the items (or the items whose key) meet a condition: truthy, falsy, not nullish, equal to, not equal to, including, greater or less than a value.',
  keywords: ['filter', 'where', 'select', 'compact'],
  inputs: [input('value', 'Value', 'string')],
  parameters: [
    param.menu('condition', 'Condition', Object.keys(CONDITIONS), 'truthy'),
    value,
    param.string('key', 'Key', '', { description: 'property of object items to test; empty tests the item' }),
  ],
  outputs: [output('result', 'Result', 'array')],
  compute: (array, ctx) => {
    const condition = CONDITIONS[String(ctx.params.condition)];
    if (!condition)
      throw new NodeRuleError(`Invalid input, unknown condition: ${String(ctx.params.condition)}`);
    const wanted = toText(readField(ctx, 'value'));
    const key = String(ctx.params.key ?? '');
    return { result: array.filter((item) => condition(itemValue(item, key), wanted)) };
  },
});
