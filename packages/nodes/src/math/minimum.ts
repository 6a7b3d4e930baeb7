import { variadicMathNode } from './math-node.js';

export const minimum = variadicMathNode(
  {
    definitionName: 'minimum',
    description: 'The smallest of the wired numbers.',
    keywords: ['min', 'smallest'],
  },
  (a, b) => Math.min(a, b),
);
