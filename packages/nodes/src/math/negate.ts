import { unaryMathNode } from './math-node.js';

export const negate = unaryMathNode(
  {
    definitionName: 'negate',
    description: 'The number with its sign flipped.',
    keywords: ['minus', 'opposite'],
  },
  (x) => -x,
);
