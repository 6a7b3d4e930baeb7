import type { InputDefinition, OutputDefinition, ParamDefinition } from '@nodeloom/engine';
import type { DefineNodeInput } from '../shared/define.js';
import { defineNode } from '../shared/define.js';

/** Sockets and params shared by the function-builder nodes. */

export const FUNCTION_CATEGORY = 'function';

/** An exec-flow input: the builder state so far. Unconnected, a node starts a new program. */
export function flowInput(identifier = 'flow', label = 'Flow', required = false): InputDefinition {
  return {
    identifier,
    label,
    dataType: 'exec-flow',
    required,
    description: 'The code built so far (statements and open blocks)',
  };
}

export function flowOutput(identifier = 'flow', label = 'Flow', description?: string): OutputDefinition {
  return { identifier, label, dataType: 'exec-flow', description: description ?? 'The code built so far' };
}

/** An exec-data input: an expression (or a plain value, read as its literal). */
export function dataInput(
  identifier: string,
  label: string,
  options: { required?: boolean; multi?: boolean; minInstances?: number; description?: string } = {},
): InputDefinition {
  return {
    identifier,
    label,
    dataType: 'exec-data',
    required: options.required ?? false,
    ...(options.description ? { description: options.description } : {}),
    ...(options.multi ? { isMultiInput: true, minInstances: options.minInstances ?? 0 } : {}),
  };
}

export function dataOutput(identifier: string, label: string, description?: string): OutputDefinition {
  return { identifier, label, dataType: 'exec-data', ...(description ? { description } : {}) };
}

export function stringParam(
  name: string,
  label: string,
  defaultValue: string,
  order: number,
): ParamDefinition {
  return { name, label, dataType: 'string', defaultValue, widget: 'string', order };
}

export function menuParam(
  name: string,
  label: string,
  values: readonly string[],
  defaultValue: string,
  order: number,
): ParamDefinition {
  return {
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'menu_single',
    options: values.map((value) => ({ label: value, value })),
    order,
  };
}

/** defineNode with the category, context and keywords every function-builder node shares. */
export function defineFexNode(input: Omit<DefineNodeInput, 'category'>): ReturnType<typeof defineNode> {
  return defineNode({
    ...input,
    category: FUNCTION_CATEGORY,
    availableContexts: input.availableContexts ?? ['functionContext'],
    keywords: ['function', 'code', 'builder', ...(input.keywords ?? [])],
  });
}

/** A multi-input's values as a list, whatever the engine passed for an unconnected or single wire. */
export function multiInput(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}
