import { unaryMathNode } from './math-node.js';

export const truncate = unaryMathNode(
  {
    definitionName: 'truncate',
    description: 'The integer part of a number (drops the fraction).',
    keywords: ['trunc', 'integer part'],
  },
  (x) => Math.trunc(x),
);
