import { variadicMathNode } from './math-node.js';

export const multiply = variadicMathNode(
  {
    definitionName: 'multiply',
    description: 'The product of every wired number (1 when none is wired).',
    keywords: ['product', 'times', '*'],
  },
  (a, b) => a * b,
  1,
);
