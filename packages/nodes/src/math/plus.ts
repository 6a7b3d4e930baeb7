import { variadicMathNode } from './math-node.js';

export const plus = variadicMathNode(
  {
    definitionName: 'plus',
    description: 'The sum of every wired number (0 when none is wired).',
    keywords: ['add', 'sum', '+'],
  },
  (a, b) => a + b,
  0,
);
