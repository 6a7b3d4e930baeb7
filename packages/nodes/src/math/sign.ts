import { unaryMathNode } from './math-node.js';

export const sign = unaryMathNode(
  { definitionName: 'sign', description: 'The sign of a number: -1, 0 or 1.', keywords: ['signum'] },
  (x) => Math.sign(x),
);
