import { defineContextNode } from './context-node.js';

export const taskContext = defineContextNode(
  'taskContext',
  'Root context for tasks: blocks that start with taskStart and end with taskEnd run inside it.',
  ['task', 'tex'],
);
