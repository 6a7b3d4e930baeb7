import { unaryMathNode } from './math-node.js';

export default unaryMathNode(
  {
    definitionName: 'negate',
    description: 'The number with its sign flipped.',
    keywords: ['minus', 'opposite'],
  },
  (x) => -x,
);
