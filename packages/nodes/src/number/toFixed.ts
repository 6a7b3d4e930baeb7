import { requireIntegerInRange } from '../shared/numbers.js';
import { formatNumberNode } from './format-number.js';

export const toFixedNode = formatNumberNode({
  definitionName: 'toFixed',
  description: 'Writes a number with a fixed number of digits after the decimal point.',
  keywords: ['fixed', 'decimals', 'format', 'round'],
  setting: { name: 'precision', label: 'Precision', defaultValue: 2, min: 0, max: 20 },
  format: (value, precision) =>
    value.toFixed(requireIntegerInRange(precision, 0, 20, 'Precision must be between 0 and 20')),
});
