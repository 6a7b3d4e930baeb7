import { defineContextNode } from './context-node.js';

export const htmlContext = defineContextNode(
  'htmlContext',
  'Root context for markup: the pages, elements and styles of the app live inside it.',
  ['html', 'markup', 'hex'],
);
