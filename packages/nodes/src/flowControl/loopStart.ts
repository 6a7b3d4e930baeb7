import { defineNode } from '../shared/define.js';
import { optionsOf } from './comparison.js';

/** Param values the engine's loop checks accept ('Invalid loopMethod', 'Invalid iterationResult'). */
export const LOOP_METHODS = ['inputArray', 'number'] as const;
export const ITERATION_RESULTS = ['feedback', 'merge'] as const;

/**
 * Opens a loop that the engine runs up to the matching loopEnd. Definition only: the engine
 * iterates (spec 2 §5 Graph "Loop: count must be a number, the loop input an array, ...").
 */
export const loopStart = defineNode({
  definitionName: 'loopStart',
  description:
    'Starts a loop closed by a loopEnd. Method inputArray runs once per element of the loop input; number runs count times. Result merge collects every iteration into an array; feedback passes each iteration result to the next one and outputs the last.',
  category: 'flowControl',
  keywords: ['loop', 'for', 'each', 'iterate', 'repeat'],
  inputs: [{ identifier: 'loopInput', label: 'Loop input', dataType: 'inferred' }],
  parameters: [
    {
      name: 'loopMethod',
      label: 'Method',
      dataType: 'string',
      defaultValue: 'inputArray',
      widget: 'menu_single',
      options: optionsOf(LOOP_METHODS),
      required: true,
      order: 0,
    },
    {
      name: 'iterationResult',
      label: 'Result',
      dataType: 'string',
      defaultValue: 'merge',
      widget: 'menu_single',
      options: optionsOf(ITERATION_RESULTS),
      required: true,
      order: 1,
    },
    {
      name: 'count',
      label: 'Count',
      dataType: 'number',
      defaultValue: 1,
      widget: 'int',
      min: 0,
      order: 2,
      hideWhen: '$loopMethod != "number"',
    },
  ],
  outputs: [
    {
      identifier: 'item',
      label: 'Item',
      dataType: 'inferred',
      description: 'current element, or the fed-back value',
    },
    { identifier: 'index', label: 'Index', dataType: 'number' },
  ],
});
