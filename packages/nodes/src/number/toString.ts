import { formatNumberNode } from './format-number.js';
import { requireRadix } from './radix.js';

export const toStringNode = formatNumberNode({
  definitionName: 'toString',
  description: 'Writes a number as text in a radix (2 to 36).',
  keywords: ['string', 'radix', 'base', 'hex', 'binary', 'format'],
  setting: { name: 'radix', label: 'Radix', defaultValue: 10, min: 2, max: 36 },
  format: (value, radix) => value.toString(requireRadix(radix)),
});
