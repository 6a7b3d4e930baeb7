import { unaryMathNode } from './math-node.js';

export const fraction = unaryMathNode(
  {
    definitionName: 'fraction',
    description: 'The fractional part of a number (x minus its integer part; keeps the sign).',
    keywords: ['fract', 'decimal part'],
  },
  (x) => x - Math.trunc(x),
);
