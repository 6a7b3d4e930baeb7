import { unaryMathNode } from './math-node.js';

export const complement = unaryMathNode(
  {
    definitionName: 'complement',
    description: 'One minus the number (1 - x).',
    keywords: ['invert', 'one minus'],
  },
  (x) => 1 - x,
);
