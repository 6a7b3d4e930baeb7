import type { ParamRow } from '../param-model.js';

/** What every widget gets: its row, the ids tying it to its label, and where a new value goes. */
export interface WidgetProps {
  row: ParamRow;
  /** the input's id (the row's <label htmlFor>) */
  inputId: string;
  /** the label element's id (for groups labelled by it) */
  labelId: string;
  disabled: boolean;
  commit(value: unknown): void;
}

export const MIXED_PLACEHOLDER = 'Mixed';

/** A value as the text of a field (objects and arrays as JSON). */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
