import { unaryMathNode } from './math-node.js';

export const floor = unaryMathNode(
  {
    definitionName: 'floor',
    description: 'Rounds a number down to the previous integer.',
    keywords: ['round down'],
  },
  (x) => Math.floor(x),
);
