/** Data types of inputs, outputs, params and custom params (spec 2 §3 Custom param). */
export const DATA_TYPES = [
  'string',
  'number',
  'boolean',
  'object',
  'array',
  'html',
  'function',
  'exec-flow',
  'exec-data',
  'inferred',
] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Param widgets (spec 2 §3 Node definition). */
export const WIDGETS = [
  'string',
  'string_multiline',
  'int',
  'float',
  'toggle',
  'color',
  'menu_single',
  'button_strip',
  'input_array',
  'separator',
  'node_path_single',
] as const;
export type Widget = (typeof WIDGETS)[number];

export type EvalType = 'literal' | 'expression';

/** Folder types of custom params (spec 2 §3 Custom param). */
export const LAYOUT_FOLDER_TYPES = ['tab', 'accordion', 'container', 'hstack', 'vstack'] as const;
export const DATA_COLLECTION_FOLDER_TYPES = ['nine-dot', 'rect', 'xy'] as const;
export const FOLDER_TYPES = [...LAYOUT_FOLDER_TYPES, ...DATA_COLLECTION_FOLDER_TYPES, 'multiparam'] as const;
export type FolderType = (typeof FOLDER_TYPES)[number];
