import { unaryMathNode } from './math-node.js';

export default unaryMathNode(
  { definitionName: 'increment', description: 'The number plus one.', keywords: ['add one', 'inc'] },
  (x) => x + 1,
);
