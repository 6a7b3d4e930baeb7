import type { CustomParam, DataType, FolderType, ParamOption, Widget } from '@nodeloom/engine';

/** What the manager's form holds for one custom param (text as typed; parsed on save). */
export interface CustomParamDraft {
  kind: 'param' | 'folder';
  name: string;
  label: string;
  description: string;
  dataType: DataType;
  widget: Widget;
  folderType: FolderType;
  /** a folder's id, or '' for the node's top level */
  parent: string;
  defaultValue: string;
  min: string;
  max: string;
  required: boolean;
  /** menu_single / button_strip: one option per line */
  options: string;
}

/** The data type a widget edits, for a new param (the form may still change it). */
export const WIDGET_DATA_TYPE: Record<Widget, DataType> = {
  string: 'string',
  string_multiline: 'string',
  int: 'number',
  float: 'number',
  toggle: 'boolean',
  color: 'string',
  menu_single: 'string',
  button_strip: 'string',
  input_array: 'array',
  separator: 'string',
  node_path_single: 'string',
};

/** Our messages where spec 2 §5 gives rules but no wording. */
export const DRAFT_MESSAGES = {
  nameRequired: 'A param needs a name',
  nameCharacters:
    'A param name uses letters, digits and underscores only, so expressions can read it as $name',
  notANumber: (field: string) => `${field} must be a number`,
  badDefault: (dataType: string) => `The default value is not a valid ${dataType}`,
} as const;

export function emptyDraft(parent = ''): CustomParamDraft {
  return {
    kind: 'param',
    name: '',
    label: '',
    description: '',
    dataType: 'string',
    widget: 'string',
    folderType: 'tab',
    parent,
    defaultValue: '',
    min: '',
    max: '',
    required: false,
    options: '',
  };
}

function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The form's text for a stored custom param. */
export function draftOf(param: CustomParam): CustomParamDraft {
  const folder = param.widget === 'folder';
  return {
    kind: folder ? 'folder' : 'param',
    name: param.name,
    label: param.label ?? '',
    description: param.description ?? '',
    dataType: param.dataType,
    widget: param.widget && param.widget !== 'folder' ? param.widget : 'string',
    folderType: param.folderType ?? 'tab',
    parent: param.parent ?? '',
    defaultValue: valueText(param.defaultValue ?? (folder ? undefined : param.value)),
    min: param.min === undefined ? '' : String(param.min),
    max: param.max === undefined ? '' : String(param.max),
    required: param.required === true,
    options: (param.options ?? []).map((o) => o.value).join('\n'),
  };
}

function parseNumber(text: string, field: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  if (!Number.isFinite(n)) throw new Error(DRAFT_MESSAGES.notANumber(field));
  return n;
}

function parseDefault(text: string, dataType: DataType): unknown {
  if (text.trim() === '') return dataType === 'number' ? 0 : dataType === 'boolean' ? false : undefined;
  switch (dataType) {
    case 'number': {
      const n = Number(text);
      if (!Number.isFinite(n)) throw new Error(DRAFT_MESSAGES.badDefault(dataType));
      return n;
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw new Error(DRAFT_MESSAGES.badDefault(dataType));
      return text === 'true';
    case 'object':
    case 'array':
      try {
        const value: unknown = JSON.parse(text);
        if (dataType === 'array' ? Array.isArray(value) : value !== null && typeof value === 'object')
          return value;
      } catch {
        // reported below
      }
      throw new Error(DRAFT_MESSAGES.badDefault(dataType));
    default:
      return text;
  }
}

/** The definition fields of a custom param the draft describes; throws our message on bad text. */
export type DraftFields = Omit<CustomParam, 'id' | 'value' | 'expression' | 'evalType'> & { value: unknown };

export function fieldsOfDraft(draft: CustomParamDraft): DraftFields {
  const name = draft.name.trim();
  if (name === '') throw new Error(DRAFT_MESSAGES.nameRequired);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(DRAFT_MESSAGES.nameCharacters);
  const folder = draft.kind === 'folder';
  const value = folder ? undefined : parseDefault(draft.defaultValue, draft.dataType);
  const min = folder ? undefined : parseNumber(draft.min, 'Min');
  const max = folder ? undefined : parseNumber(draft.max, 'Max');
  const options: ParamOption[] = draft.options
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => ({ label: line, value: line }));
  const fields: DraftFields = {
    name,
    dataType: folder ? 'object' : draft.dataType,
    widget: folder ? 'folder' : draft.widget,
    value,
    ...(draft.label.trim() ? { label: draft.label.trim() } : {}),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    ...(folder ? { folderType: draft.folderType } : {}),
    ...(draft.parent ? { parent: draft.parent } : {}),
    ...(value !== undefined ? { defaultValue: value } : {}),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    ...(draft.required && !folder ? { required: true } : {}),
    ...(options.length > 0 && !folder ? { options } : {}),
  };
  return fields;
}
