import { formatValue } from './format-value.js';

/** How much of a value a viewer node shows (its body is a glance, not a dump). */
export const MAX_SHOWN = 4000;

/** A whole value as text: strings as they are, others pretty-printed JSON; cut at `max` characters. */
export function valueText(value: unknown, max = MAX_SHOWN): string {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}…` : value;
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? formatValue(value);
  } catch {
    text = formatValue(value, max);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
