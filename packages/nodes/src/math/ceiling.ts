import { unaryMathNode } from './math-node.js';

export const ceiling = unaryMathNode(
  {
    definitionName: 'ceiling',
    description: 'Rounds a number up to the next integer.',
    keywords: ['ceil', 'round up'],
  },
  (x) => Math.ceil(x),
);
