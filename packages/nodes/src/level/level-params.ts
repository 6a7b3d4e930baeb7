import { DATA_TYPES, type ParamDefinition } from '@nodeloom/engine';

/** Spec 2 §3 Level: orderHint of level inputs and outputs runs from 0 to 20. */
export const ORDER_HINT_MIN = 0;
export const ORDER_HINT_MAX = 20;

/** The params levelInput and levelOutput share: how the socket they create on the parent level looks. */
export function socketParams(defaults: {
  name: string;
  label: string;
  nameEditable: boolean;
}): ParamDefinition[] {
  return [
    {
      name: 'name',
      label: 'Name',
      description: 'Identifier of the socket on the parent level node',
      dataType: 'string',
      defaultValue: defaults.name,
      required: true,
      widget: 'string',
      order: 0,
      ...(defaults.nameEditable ? {} : { disableWhen: 'true' }),
    },
    {
      name: 'label',
      label: 'Label',
      dataType: 'string',
      defaultValue: defaults.label,
      widget: 'string',
      order: 1,
    },
    {
      name: 'description',
      label: 'Description',
      dataType: 'string',
      defaultValue: '',
      widget: 'string_multiline',
      order: 2,
    },
    {
      name: 'dataType',
      label: 'Data type',
      dataType: 'string',
      defaultValue: 'inferred',
      widget: 'menu_single',
      options: DATA_TYPES.map((type) => ({ label: type, value: type })),
      order: 3,
    },
    {
      name: 'required',
      label: 'Required',
      dataType: 'boolean',
      defaultValue: false,
      widget: 'toggle',
      order: 4,
    },
    {
      name: 'orderHint',
      label: 'Order hint',
      description: 'Position of the socket on the level node; ties are broken by name',
      dataType: 'number',
      defaultValue: 0,
      widget: 'int',
      min: ORDER_HINT_MIN,
      max: ORDER_HINT_MAX,
      order: 5,
    },
  ];
}
