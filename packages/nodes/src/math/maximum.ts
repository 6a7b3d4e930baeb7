import { variadicMathNode } from './math-node.js';

export default variadicMathNode(
  {
    definitionName: 'maximum',
    description: 'The largest of the wired numbers.',
    keywords: ['max', 'largest'],
  },
  (a, b) => Math.max(a, b),
);
