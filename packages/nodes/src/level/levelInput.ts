import { defineNode } from '../shared/define.js';
import { socketParams } from './level-params.js';

/** Spec 2 §3 Level: minInstances default 0, maxInstances default 100 (multi-input sockets). */
export const LEVEL_INPUT_MIN_INSTANCES = 0;
export const LEVEL_INPUT_MAX_INSTANCES = 100;

const showWhenMultiInput = 'not $isMultiInput';

export const levelInput = defineNode({
  definitionName: 'levelInput',
  description:
    'Adds an input socket to the parent level and outputs, inside the level, the value wired to it. The engine evaluates it.',
  category: 'level',
  keywords: ['level', 'input', 'socket', 'parameter'],
  parameters: [
    ...socketParams({ name: 'input', label: 'Input', nameEditable: true }),
    {
      name: 'isMultiInput',
      label: 'Multi-input',
      dataType: 'boolean',
      defaultValue: false,
      widget: 'toggle',
      order: 6,
    },
    {
      name: 'minInstances',
      label: 'Min instances',
      dataType: 'number',
      defaultValue: LEVEL_INPUT_MIN_INSTANCES,
      widget: 'int',
      min: LEVEL_INPUT_MIN_INSTANCES,
      max: LEVEL_INPUT_MAX_INSTANCES,
      order: 7,
      hideWhen: showWhenMultiInput,
    },
    {
      name: 'maxInstances',
      label: 'Max instances',
      dataType: 'number',
      defaultValue: LEVEL_INPUT_MAX_INSTANCES,
      widget: 'int',
      min: LEVEL_INPUT_MIN_INSTANCES,
      max: LEVEL_INPUT_MAX_INSTANCES,
      order: 8,
      hideWhen: showWhenMultiInput,
    },
  ],
  outputs: [{ identifier: 'output', dataType: 'inferred', label: 'Output' }],
});
