import { unaryMathNode } from './math-node.js';

export const decrement = unaryMathNode(
  { definitionName: 'decrement', description: 'The number minus one.', keywords: ['subtract one', 'dec'] },
  (x) => x - 1,
);
