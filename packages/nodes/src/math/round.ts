import { unaryMathNode } from './math-node.js';

export const round = unaryMathNode(
  {
    definitionName: 'round',
    description: 'Rounds a number to the nearest integer (halves round up).',
    keywords: ['nearest', 'integer'],
  },
  (x) => Math.round(x),
);
