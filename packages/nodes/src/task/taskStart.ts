import { defineTaskNode } from './task-node.js';

export const taskStart = defineTaskNode(
  'taskStart',
  'Starts a task block, closed by a taskEnd; passes its input through to its output.',
  [
    {
      name: 'taskName',
      label: 'Task name',
      dataType: 'string',
      defaultValue: 'task',
      required: true,
      widget: 'string',
    },
  ],
);
