import { binaryMathNode } from './math-node.js';

export const divide = binaryMathNode(
  {
    definitionName: 'divide',
    description: 'Divides the dividend by the divisor (dividing by zero gives Infinity, as in JavaScript).',
    keywords: ['division', 'quotient', '/'],
  },
  [
    { name: 'dividend', label: 'Dividend', defaultValue: 0 },
    { name: 'divisor', label: 'Divisor', defaultValue: 1 },
  ],
  (a, b) => a / b,
);
