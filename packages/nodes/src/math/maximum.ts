import { variadicMathNode } from './math-node.js';

export const maximum = variadicMathNode(
  {
    definitionName: 'maximum',
    description: 'The largest of the wired numbers.',
    keywords: ['max', 'largest'],
  },
  (a, b) => Math.max(a, b),
);
