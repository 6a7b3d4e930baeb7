import { requireIntegerInRange } from '../shared/numbers.js';
import { formatNumberNode } from './format-number.js';

export const toExponentialNode = formatNumberNode({
  definitionName: 'toExponential',
  description:
    'Writes a number in exponential notation with a number of fraction digits (-1: as many as needed).',
  keywords: ['exponential', 'scientific', 'format'],
  setting: { name: 'fractionDigits', label: 'Fraction digits', defaultValue: -1, min: -1, max: 20 },
  format: (value, digits) => {
    requireIntegerInRange(digits, -1, 20, 'Precision must be between -1 and 20');
    return digits === -1 ? value.toExponential() : value.toExponential(digits);
  },
});
