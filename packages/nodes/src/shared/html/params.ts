import type { InputDefinition, OutputDefinition, ParamDefinition, ParamOption } from '@nodeloom/engine';

/** Short builders for the definitions of the web-output nodes: they state only what differs. */
type Extra = Partial<Omit<ParamDefinition, 'name' | 'label' | 'dataType' | 'defaultValue' | 'widget'>>;

export const param = {
  string: (name: string, label: string, defaultValue = '', extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'string',
    ...extra,
  }),
  text: (name: string, label: string, defaultValue = '', extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'string_multiline',
    ...extra,
  }),
  int: (name: string, label: string, defaultValue: number, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'number',
    defaultValue,
    widget: 'int',
    ...extra,
  }),
  float: (name: string, label: string, defaultValue: number, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'number',
    defaultValue,
    widget: 'float',
    ...extra,
  }),
  toggle: (name: string, label: string, defaultValue: boolean, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'boolean',
    defaultValue,
    widget: 'toggle',
    ...extra,
  }),
  color: (name: string, label: string, defaultValue: string, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'color',
    ...extra,
  }),
  menu: (
    name: string,
    label: string,
    values: readonly string[] | ParamOption[],
    defaultValue: string,
    extra: Extra = {},
  ): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'menu_single',
    options: optionsOf(values),
    ...extra,
  }),
  strip: (
    name: string,
    label: string,
    values: readonly string[] | ParamOption[],
    defaultValue: string,
    extra: Extra = {},
  ): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue,
    widget: 'button_strip',
    options: optionsOf(values),
    ...extra,
  }),
  nodePath: (name: string, label: string, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'string',
    defaultValue: '',
    widget: 'node_path_single',
    ...extra,
  }),
  list: (name: string, label: string, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'array',
    defaultValue: [],
    widget: 'input_array',
    ...extra,
  }),
  json: (name: string, label: string, defaultValue: object = {}, extra: Extra = {}): ParamDefinition => ({
    name,
    label,
    dataType: 'object',
    defaultValue,
    widget: 'string_multiline',
    ...extra,
  }),
};

function optionsOf(values: readonly string[] | ParamOption[]): ParamOption[] {
  return values.map((v) => (typeof v === 'string' ? { label: v, value: v } : v));
}

export function input(
  identifier: string,
  label: string,
  dataType: InputDefinition['dataType'],
  extra: Partial<InputDefinition> = {},
): InputDefinition {
  return { identifier, label, dataType, ...extra };
}

export function output(
  identifier: string,
  label: string,
  dataType: OutputDefinition['dataType'],
): OutputDefinition {
  return { identifier, label, dataType };
}
