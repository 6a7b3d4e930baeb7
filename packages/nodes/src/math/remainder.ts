import { binaryMathNode } from './math-node.js';

export const remainder = binaryMathNode(
  {
    definitionName: 'remainder',
    description: 'The remainder of the dividend divided by the divisor (sign of the dividend).',
    keywords: ['modulo', 'mod', '%'],
  },
  [
    { name: 'dividend', label: 'Dividend', defaultValue: 0 },
    { name: 'divisor', label: 'Divisor', defaultValue: 1 },
  ],
  (a, b) => a % b,
);
