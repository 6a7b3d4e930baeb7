import { numberCheckNode } from './number-check.js';

export const isNanNode = numberCheckNode(
  {
    definitionName: 'isNan',
    description: 'True when the value is the number NaN (a string is not NaN).',
    keywords: ['nan', 'not a number', 'check'],
  },
  (value) => Number.isNaN(value),
);
