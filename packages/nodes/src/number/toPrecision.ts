import { requireIntegerInRange } from '../shared/numbers.js';
import { formatNumberNode } from './format-number.js';

export const toPrecisionNode = formatNumberNode({
  definitionName: 'toPrecision',
  description: 'Writes a number with a number of significant digits.',
  keywords: ['precision', 'significant', 'format'],
  setting: { name: 'precision', label: 'Precision', defaultValue: 2, min: 1, max: 21 },
  format: (value, precision) =>
    value.toPrecision(requireIntegerInRange(precision, 1, 21, 'Precision must be between 1 and 21')),
});
