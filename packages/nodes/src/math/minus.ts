import { binaryMathNode } from './math-node.js';

export const minus = binaryMathNode(
  { definitionName: 'minus', description: 'Subtracts b from a.', keywords: ['subtract', 'difference', '-'] },
  [
    { name: 'a', label: 'A', defaultValue: 0 },
    { name: 'b', label: 'B', defaultValue: 0 },
  ],
  (a, b) => a - b,
);
