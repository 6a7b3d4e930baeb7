import type {
  DataType,
  InputDefinition,
  NodeModule,
  OutputDefinition,
  ParamDefinition,
  ParamOption,
} from '@nodeloom/engine';
import { type DefineNodeInput, defineNode } from './define.js';

/** Optional fields of a param beyond name, label, data type, default and widget. */
export type ParamExtras = Partial<
  Pick<
    ParamDefinition,
    'description' | 'required' | 'min' | 'max' | 'order' | 'hideWhen' | 'disableWhen' | 'dataTypeSource'
  >
>;

/** Param builders named after their widget, so node files state only what is their own. */
export const param = {
  float: (name: string, label: string, defaultValue: number, extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'number',
    defaultValue,
    widget: 'float',
    ...extras,
  }),
  int: (name: string, label: string, defaultValue: number, extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'number',
    defaultValue,
    widget: 'int',
    ...extras,
  }),
  string: (name: string, label: string, defaultValue = '', extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'string',
    ...extras,
  }),
  multiline: (name: string, label: string, defaultValue = '', extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'string_multiline',
    ...extras,
  }),
  toggle: (name: string, label: string, defaultValue = false, extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'boolean',
    defaultValue,
    widget: 'toggle',
    ...extras,
  }),
  color: (name: string, label: string, defaultValue: string, extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'color',
    ...extras,
  }),
  /** a drop-down; options given as plain values get their value as label */
  menu: (
    name: string,
    label: string,
    options: readonly (string | ParamOption)[],
    defaultValue: string,
    extras: ParamExtras = {},
  ): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'menu_single',
    options: toOptions(options),
    ...extras,
  }),
  /** a short choice shown as a row of buttons */
  buttons: (
    name: string,
    label: string,
    options: readonly (string | ParamOption)[],
    defaultValue: string,
    extras: ParamExtras = {},
  ): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'button_strip',
    options: toOptions(options),
    ...extras,
  }),
};

function toOptions(options: readonly (string | ParamOption)[]): ParamOption[] {
  return options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o));
}

export function input(
  identifier: string,
  label: string,
  dataType: DataType,
  extras: Partial<Omit<InputDefinition, 'identifier' | 'label' | 'dataType'>> = {},
): InputDefinition {
  return { identifier, label, dataType, ...extras };
}

/** A multi-input: every wire into it adds one value to the array the rule receives. */
export function multiInput(
  identifier: string,
  label: string,
  dataType: DataType,
  minInstances: number,
  maxInstances = 100,
  extras: Partial<Omit<InputDefinition, 'identifier' | 'label' | 'dataType'>> = {},
): InputDefinition {
  return { identifier, label, dataType, isMultiInput: true, minInstances, maxInstances, ...extras };
}

/** The input that overrides a param of the same name when wired (see README "Conventions"). */
export function inputFor(p: ParamDefinition, extras: Partial<InputDefinition> = {}): InputDefinition {
  return { identifier: p.name, label: p.label, dataType: p.dataType, ...extras };
}

export function output(
  identifier: string,
  label: string,
  dataType: DataType,
  description?: string,
): OutputDefinition {
  return description ? { identifier, label, dataType, description } : { identifier, label, dataType };
}

/** defineNode with `order` / `orderHint` filled from the listing order when a node does not state them. */
export function buildNode(input: DefineNodeInput): NodeModule {
  return defineNode({
    ...input,
    inputs: input.inputs?.map((i, index) => ({ orderHint: index, ...i })),
    parameters: input.parameters?.map((p, index) => ({ order: index, ...p })),
  });
}
