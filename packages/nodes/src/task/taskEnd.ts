import { defineTaskNode } from './task-node.js';

export const taskEnd = defineTaskNode(
  'taskEnd',
  'Ends the task block opened by a taskStart; passes its input through to its output.',
);
