import { formatValue } from '../model/format-value.js';

/** A value as the live region says it: text as it is (no quotes to read out), others as the canvas previews them. */
export function spokenValue(value: unknown): string {
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return formatValue(value, 80);
}
