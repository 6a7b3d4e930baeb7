import type {
  DataType,
  InputDefinition,
  OutputDefinition,
  ParamDefinition,
  ParamOption,
} from '@nodeloom/engine';

/** Optional fields of a param beyond name, label, data type, default and widget. */
export type ParamExtras = Partial<
  Omit<ParamDefinition, 'name' | 'label' | 'dataType' | 'defaultValue' | 'widget'>
>;

type Widget = ParamDefinition['widget'];

/** A builder for params of one widget and data type. */
function field<V>(widget: Widget, dataType: DataType) {
  return (name: string, label: string, defaultValue: V, extras: ParamExtras = {}): ParamDefinition => ({
    name,
    label,
    dataType,
    defaultValue,
    widget,
    ...extras,
  });
}

/** A builder for string params chosen from options; plain values get their value as label. */
function choice(widget: Widget) {
  return (
    name: string,
    label: string,
    options: readonly (string | ParamOption)[],
    defaultValue: string,
    extras: ParamExtras = {},
  ): ParamDefinition => ({
    ...field<string>(widget, 'string')(name, label, defaultValue, extras),
    options: toOptions(options),
  });
}

const stringField = field<string>('string', 'string');
const multilineField = field<string>('string_multiline', 'string');
const toggleField = field<boolean>('toggle', 'boolean');

/** Param builders named after their widget, so node files state only what is their own. */
export const param = {
  float: field<number>('float', 'number'),
  int: field<number>('int', 'number'),
  string: (name: string, label: string, defaultValue = '', extras: ParamExtras = {}) =>
    stringField(name, label, defaultValue, extras),
  multiline: (name: string, label: string, defaultValue = '', extras: ParamExtras = {}) =>
    multilineField(name, label, defaultValue, extras),
  toggle: (name: string, label: string, defaultValue = false, extras: ParamExtras = {}) =>
    toggleField(name, label, defaultValue, extras),
  color: field<string>('color', 'string'),
  /** a drop-down */
  menu: choice('menu_single'),
  /** a short choice shown as a row of buttons */
  buttons: choice('button_strip'),
  /** a path to one node of the graph */
  nodePath: (name: string, label: string, extras: ParamExtras = {}) =>
    field<string>('node_path_single', 'string')(name, label, '', extras),
  /** a list of values typed one per row */
  list: (name: string, label: string, extras: ParamExtras = {}) =>
    field<unknown[]>('input_array', 'array')(name, label, [], extras),
  /** an object typed as JSON text */
  json: (name: string, label: string, defaultValue: object = {}, extras: ParamExtras = {}) =>
    field<object>('string_multiline', 'object')(name, label, defaultValue, extras),
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
