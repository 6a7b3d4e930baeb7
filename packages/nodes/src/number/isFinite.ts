import { numberCheckNode } from './number-check.js';

export const isFiniteNode = numberCheckNode(
  {
    definitionName: 'isFinite',
    description: 'True when the value is a finite number (not Infinity, not NaN, not a string).',
    keywords: ['finite', 'infinity', 'check'],
  },
  (value) => Number.isFinite(value),
);
