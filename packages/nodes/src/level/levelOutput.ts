import { defineNode } from '../shared/define.js';
import { socketParams } from './level-params.js';

/**
 * Spec 2 §3 Level: name not editable (default output), label default Output, dataType default
 * inferred, required default false (a level does not run if a required output is unconnected),
 * orderHint default 0. It cannot be parsed directly: the engine reads it from its level.
 */
export const levelOutput = defineNode({
  definitionName: 'levelOutput',
  description:
    'Adds an output socket to the parent level; the value wired into it becomes the level output. The engine evaluates it.',
  category: 'level',
  keywords: ['level', 'output', 'socket', 'return'],
  parameters: socketParams({ name: 'output', label: 'Output', nameEditable: false }),
  inputs: [{ identifier: 'input', label: 'Input', dataType: 'inferred' }],
});
