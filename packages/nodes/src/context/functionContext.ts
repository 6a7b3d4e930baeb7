import { defineContextNode } from './context-node.js';

export const functionContext = defineContextNode(
  'functionContext',
  'Root context for functions: the function-builder nodes that generate program code live inside it.',
  ['function', 'code', 'fex'],
);
