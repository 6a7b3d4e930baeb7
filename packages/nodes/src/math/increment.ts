import { unaryMathNode } from './math-node.js';

export const increment = unaryMathNode(
  { definitionName: 'increment', description: 'The number plus one.', keywords: ['add one', 'inc'] },
  (x) => x + 1,
);
