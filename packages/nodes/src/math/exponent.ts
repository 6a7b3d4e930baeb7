import { binaryMathNode } from './math-node.js';

export const exponent = binaryMathNode(
  {
    definitionName: 'exponent',
    description: 'The base raised to the exponent.',
    keywords: ['power', 'pow', '**'],
  },
  [
    { name: 'base', label: 'Base', defaultValue: 0 },
    { name: 'exponent', label: 'Exponent', defaultValue: 1 },
  ],
  (a, b) => a ** b,
);
