import { unaryMathNode } from './math-node.js';

export const absolute = unaryMathNode(
  {
    definitionName: 'absolute',
    description: 'The absolute value of a number.',
    keywords: ['abs', 'magnitude'],
  },
  (x) => Math.abs(x),
);
