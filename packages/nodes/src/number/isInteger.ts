import { numberCheckNode } from './number-check.js';

export const isIntegerNode = numberCheckNode(
  {
    definitionName: 'isInteger',
    description: 'True when the value is a whole number.',
    keywords: ['integer', 'whole', 'int', 'check'],
  },
  (value) => Number.isInteger(value),
);
