import { unaryMathNode } from './math-node.js';

export const sqrt = unaryMathNode(
  {
    definitionName: 'sqrt',
    description: 'The square root of a number (NaN below zero).',
    keywords: ['square root', 'root'],
  },
  (x) => Math.sqrt(x),
);
